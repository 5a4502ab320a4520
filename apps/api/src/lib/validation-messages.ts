/**
 * Turns a schema-validation failure into one readable sentence that names the field, using the
 * texts of spec §5 where the spec has one ("Full name is required", "Invalid email address", ...).
 */
import type { FastifySchemaValidationError } from 'fastify';

const LABELS: Record<string, string> = {
  fullName: 'Full name',
  email: 'Email',
  password: 'Password',
  companyName: 'Company name',
  contactNumber: 'Contact number',
  country: 'Country',
  consent: 'Consent',
  token: 'Token',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newEmail: 'New email',
  phone: 'Phone',
  address: 'Address',
  ip: 'IP Address',
  ipAddress: 'IP Address',
  bin: 'Credit/Debit card number',
  clientId: 'clientId',
  month: 'month',
  limit: 'limit',
  cursor: 'cursor',
  latitude: 'Latitude',
  longitude: 'Longitude',
  f_name: 'First Name',
  l_name: 'Last Name',
  company: 'Company Name',
  dob: 'Date of Birth',
  gender: 'Gender',
};

const TERMS = 'Agree to terms is required';

/**
 * A date that is no day of the calendar (`1980-13-45`): the date picker's text (spec §5 "Date
 * picker"), so the API and the Demo form say the same (packages/ui `DATE_INPUT_INVALID`).
 */
export const DATE_INPUT_INVALID = 'Date input not valid.';

/** The readable name of a field from its JSON pointer (`/fullName` → "Full name"). */
export function label(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return LABELS[last] ?? (path.replace(/^\//, '').replace(/\//g, '.') || 'Request body');
}

/** @param context "body", "querystring", "params" or "headers" */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const e = errors[0];
  if (!e) return 'Invalid request';
  const params = e.params as Record<string, unknown>;
  const path =
    e.keyword === 'required'
      ? `${e.instancePath}/${String(params.missingProperty)}`
      : e.instancePath;
  if (path === '' && e.keyword === 'type') {
    return context === 'body'
      ? 'Request body must be a JSON object'
      : `Invalid ${context ?? 'request'}`;
  }
  if (path === '/consent' || path === '/consent/agreed') return TERMS;
  const name = label(path);
  switch (e.keyword) {
    case 'required':
    case 'minLength':
    case 'pattern':
      // Text fields use minLength 1 and the pattern "\S": an empty or blank value counts as missing.
      return `${name} is required`;
    case 'format':
      return params.format === 'email'
        ? 'Invalid email address'
        : `${name} is not a valid ${String(params.format)}`;
    case 'maxLength':
      return `${name} must be at most ${String(params.limit)} characters`;
    case 'type':
      return `${name} must be a ${String(params.type)}`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return name === 'Country'
        ? 'Country must be one of the supported countries'
        : `${name} is not an accepted value`;
    default:
      return `${name} ${e.message ?? 'is invalid'}`;
  }
}
