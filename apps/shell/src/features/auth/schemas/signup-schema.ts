import { boolean, object } from 'yup';
import {
  businessEmailField,
  companyNameField,
  contactNumberField,
  countryField,
  fullNameField,
  passwordField,
} from '@pulse/forms';

export { SIGNUP_PASSWORD_MIN, SPECIAL_CHARACTERS } from '@pulse/forms';

/** Sign-up form rules and messages (spec §5 Signup); the field rules are @pulse/forms'. */
export const signupSchema = object({
  fullName: fullNameField(),
  email: businessEmailField(),
  password: passwordField(),
  companyName: companyNameField(),
  contactNumber: contactNumberField(),
  country: countryField(),
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
