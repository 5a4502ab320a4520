/**
 * The field rules and messages of the sign-up form (spec §5 Signup), one builder per field, so
 * every form that asks for the same data (sign-up, password reset, profile, change password)
 * says the same thing.
 */
import { string } from 'yup';
import { FREE_EMAIL_MESSAGE } from '@pulse/catalog';
import { isBusinessEmail } from './business-email';
import { COUNTRY_CODES } from './countries';

export { isBusinessEmail };

export const SIGNUP_PASSWORD_MIN = 8;
/** The special characters of spec §5: !@#$%^&*(),.?":{}|<> */
export const SPECIAL_CHARACTERS = /[!@#$%^&*(),.?":{}|<>]/;

/**
 * The sign-up password rule.
 * @param label the word the messages start with ("Password", "New password")
 */
export function passwordField(label = 'Password') {
  return string()
    .required(`${label} is required`)
    .min(SIGNUP_PASSWORD_MIN, `${label} must be at least ${SIGNUP_PASSWORD_MIN} characters`)
    .matches(/[a-z]/, `${label} must contain at least one lowercase letter`)
    .matches(/[A-Z]/, `${label} must contain at least one uppercase letter`)
    .matches(/[0-9]/, `${label} must contain at least one number`)
    .matches(SPECIAL_CHARACTERS, `${label} must contain at least one special character`);
}

/** The e-mail rule of sign-in and sign-up (spec §5): required, valid, business domain. */
export function businessEmailField() {
  return string()
    .trim()
    .required('Email is required')
    .email('Invalid email address')
    .test('business-email', FREE_EMAIL_MESSAGE, (value) => !value || isBusinessEmail(value));
}

export const fullNameField = () => string().trim().required('Full name is required');
export const companyNameField = () => string().trim().required('Company name is required');
export const contactNumberField = () => string().trim().required('Contact number is required');
export const countryField = () =>
  string()
    .required('Country is required')
    .oneOf([...COUNTRY_CODES], 'Country is required');
