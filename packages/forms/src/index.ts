/**
 * @pulse/forms: what the shell's and the remotes' forms share. Not a Module Federation shared
 * module: each app bundles the few bytes it uses, while yup itself is shared (packages/mf-config/src/shared.ts).
 */
export { validateWith } from './validate-with';
export type { FormErrors } from './validate-with';
export { COUNTRIES, COUNTRY_CODES, COUNTRY_OPTIONS } from './countries';
export type { CountryCode } from './countries';
export { visibleError } from './visible-error';
export type { FieldErrorState } from './visible-error';
export {
  SIGNUP_PASSWORD_MIN,
  SPECIAL_CHARACTERS,
  businessEmailField,
  companyNameField,
  contactNumberField,
  countryField,
  fullNameField,
  isBusinessEmail,
  passwordField,
} from './account-fields';
export { validateWithValibot } from './validate-valibot';
export { EMAIL_PATTERN, businessEmailRule } from './email-rule';
export { urlDraft } from './url-draft';
export type { UrlDraft } from './url-draft';
