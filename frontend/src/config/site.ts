// The product's name and short description, used in the header, footer and page titles.

export const SITE_NAME = 'Aged Care Policy Tracker';
export const SITE_TAGLINE = 'Australian aged care policy changes, summarised and sent to you.';

/** A page title: "Page | Aged Care Policy Tracker". */
export const pageTitle = (page: string): string => `${page} | ${SITE_NAME}`;
