import { string } from 'yup';
import { BUSINESS_EMAIL_MESSAGE, isBusinessEmail } from './business-email';

/** The email rule shared by sign-in and sign-up (spec §5): required, valid, business domain. */
export function businessEmailField() {
  return string()
    .trim()
    .required('Email is required')
    .email('Invalid email address')
    .test('business-email', BUSINESS_EMAIL_MESSAGE, (value) => !value || isBusinessEmail(value));
}
