import { boolean, object, string } from 'yup';
import { MESSAGES } from '../../../lib/field-rules';

/**
 * Spec §2 "Date input default is 1952-10-07": where the date picker opens. The field itself starts
 * empty: a pre-filled date would be sent with every screening unless the user cleared it, and a date
 * of birth is evidence in the match.
 */
export const DEFAULT_DOB = '1952-10-07';

export const amlPersonSchema = object({
  firstName: string().trim().required(MESSAGES.firstNameRequired),
  lastName: string().trim().required(MESSAGES.lastNameRequired),
  dob: string().default(''),
  gender: string().default(''),
  fuzzy: boolean().default(false),
});

export type AmlPersonValues = {
  firstName: string;
  lastName: string;
  /** ISO 'YYYY-MM-DD' or ''. */
  dob: string;
  gender: string;
  fuzzy: boolean;
};

export const amlPersonInitialValues: AmlPersonValues = {
  firstName: '',
  lastName: '',
  dob: '',
  gender: '',
  fuzzy: false,
};
