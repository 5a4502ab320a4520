import { object, string } from 'yup';
import {
  businessEmailField,
  companyNameField,
  contactNumberField,
  countryField,
  fullNameField,
} from '@pulse/forms';

/** The profile form: the sign-up rules and messages of each field (spec §5 Signup). */
export const profileSchema = object({
  fullName: fullNameField(),
  companyName: companyNameField(),
  contactNumber: contactNumberField(),
  country: countryField(),
});
export type ProfileValues = {
  fullName: string;
  companyName: string;
  contactNumber: string;
  country: string;
};

/** The e-mail change form: the sign-up e-mail rule and the current password. */
export const emailChangeSchema = object({
  newEmail: businessEmailField(),
  currentPassword: string().required('Current password is required'),
});
export type EmailChangeValues = { newEmail: string; currentPassword: string };
