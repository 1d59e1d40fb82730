// Waitlist entity: one item per email address that asked to hear when PRO opens.
export const waitlistKeys = {
  item: (email: string) => ({ pk: `WAITLIST#${email}`, sk: 'WAITLIST' }),
  listing: (email: string, joinedAt: string) => ({ gsi1pk: 'WAITLIST', gsi1sk: `${joinedAt}#${email}` }),
};
