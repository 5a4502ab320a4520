import { string } from 'yup';
import { FREE_EMAIL_MESSAGE } from '@pulse/catalog';
import { isBusinessEmail } from './business-email';

/** The email rule shared by sign-in and sign-up (spec §5): required, valid, business domain. */
export function businessEmailField() {
  return string()
    .trim()
    .required('Email is required')
    .email('Invalid email address')
    .test('business-email', FREE_EMAIL_MESSAGE, (value) => !value || isBusinessEmail(value));
}
