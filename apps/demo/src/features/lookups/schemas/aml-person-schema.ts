import { boolean, object, string } from 'yup';
import { MESSAGES } from '../../../lib/field-rules';

/** Spec §2: the date of birth starts at 7 October 1952. */
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
  dob: DEFAULT_DOB,
  gender: '',
  fuzzy: false,
};
