import { object, ref, string } from 'yup';
import { signupSchema } from './signup-schema';

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords must match';

/**
 * The accept-invitation form: a full name and a password under the sign-up rules (spec §5
 * "Signup"), typed twice.
 */
export const acceptInviteSchema = object({
  fullName: signupSchema.fields.fullName,
  password: signupSchema.fields.password,
  confirmPassword: string()
    .required('Confirm your password')
    .oneOf([ref('password')], PASSWORDS_DIFFER_MESSAGE),
});

export type AcceptInviteValues = { fullName: string; password: string; confirmPassword: string };

export const initialAcceptInviteValues: AcceptInviteValues = {
  fullName: '',
  password: '',
  confirmPassword: '',
};
