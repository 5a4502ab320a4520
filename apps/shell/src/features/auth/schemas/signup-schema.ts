import { boolean, object, string } from 'yup';
import { businessEmailField } from './email-field';
import { COUNTRY_CODES } from '@pulse/forms';

export const SIGNUP_PASSWORD_MIN = 8;
/** The special characters of spec §5: !@#$%^&*(),.?":{}|<> */
export const SPECIAL_CHARACTERS = /[!@#$%^&*(),.?":{}|<>]/;

/** Sign-up form rules and messages (spec §5 Signup). */
export const signupSchema = object({
  fullName: string().trim().required('Full name is required'),
  email: businessEmailField(),
  password: string()
    .required('Password is required')
    .min(SIGNUP_PASSWORD_MIN, `Password must be at least ${SIGNUP_PASSWORD_MIN} characters`)
    .matches(/[a-z]/, 'Password must contain at least one lowercase letter')
    .matches(/[A-Z]/, 'Password must contain at least one uppercase letter')
    .matches(/[0-9]/, 'Password must contain at least one number')
    .matches(SPECIAL_CHARACTERS, 'Password must contain at least one special character'),
  companyName: string().trim().required('Company name is required'),
  contactNumber: string().trim().required('Contact number is required'),
  country: string()
    .required('Country is required')
    .oneOf([...COUNTRY_CODES], 'Country is required'),
  agreedToTerms: boolean()
    .required('Agree to terms is required')
    .oneOf([true], 'Agree to terms is required'),
});

export type SignupValues = {
  fullName: string;
  email: string;
  password: string;
  companyName: string;
  contactNumber: string;
  country: string;
  agreedToTerms: boolean;
};

export const initialSignupValues: SignupValues = {
  fullName: '',
  email: '',
  password: '',
  companyName: '',
  contactNumber: '',
  country: '',
  agreedToTerms: true,
};
