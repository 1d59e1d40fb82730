// The Australian phone rule of spec section 5, and its normalisation to E.164 (+61 and nine digits).

/** Optional +61 or 61 (a space or hyphen may follow, as in '+61 412 345 678'), or a leading 0; then 2, 3, 4, 7 or 8; then 8 more digits with optional space/hyphen separators. */
export const AU_PHONE_PATTERN = /^(?:\+?61[ -]?|0)[23478](?:[ -]?\d){8}$/;
export const AU_PHONE_MESSAGE = 'Please enter a valid Australian phone number';

export function isAustralianPhone(value: string): boolean {
  return AU_PHONE_PATTERN.test(value.trim());
}

/** Normalises a phone number accepted by AU_PHONE_PATTERN to E.164, e.g. '0412 345 678' -> '+61412345678'. */
export function toE164(value: string): string {
  const trimmed = value.trim();
  if (!AU_PHONE_PATTERN.test(trimmed)) throw new Error(AU_PHONE_MESSAGE);
  const digits = trimmed.replace(/[^\d]/g, '');
  const national = digits.startsWith('61') && digits.length === 11 ? digits.slice(2) : digits.slice(1);
  return `+61${national}`;
}
