/** The validation texts of spec §5 "Lookups", exactly. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Enter a valid phone number',
  addressRequired: 'Address is required',
  ipRequired: 'IP Address is required',
  binRequired: 'Credit/Debit card number is required',
  binLength: 'Please enter a valid BIN number, it should be a 6 digit number',
  companyRequired: 'Company Name is required',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
} as const;

/** The API's 400 text for an address that cannot exist; caught before submit. */
export const IP_INVALID = 'Enter a valid IPv4 or IPv6 address';

/** Input caps of spec §5 / §9. */
export const PHONE_MAX_LENGTH = 15;
export const BIN_LENGTH = 6;

/** Optional plus, a nonzero digit, then 9 to 14 more digits (10 to 15 digits in all). */
export const PHONE_PATTERN = /^\+?[1-9]\d{9,14}$/;

/** Keeps the digits of a typed BIN, at most six (the field accepts digits only). */
export const binDigits = (value: string): string => value.replace(/\D/g, '').slice(0, BIN_LENGTH);

/** The gender choices of the AML person and fraud-engine forms (spec §2). */
export const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

/**
 * Checked on submit (spec §5: "Fewer than 6 is rejected on submit"): the message, or undefined when
 * the BIN has exactly six digits. An empty BIN is the schema's business.
 */
export function binSubmitError(bin: string | undefined): string | undefined {
  const value = (bin ?? '').trim();
  if (value === '') return undefined;
  return new RegExp(`^\\d{${BIN_LENGTH}}$`).test(value) ? undefined : MESSAGES.binLength;
}
