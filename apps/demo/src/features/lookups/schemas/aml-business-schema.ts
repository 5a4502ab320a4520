import { boolean, object, string } from 'yup';
import { MESSAGES } from '../../../lib/field-rules';

export const amlBusinessSchema = object({
  company: string().trim().required(MESSAGES.companyRequired),
  fuzzy: boolean().default(false),
});

export type AmlBusinessValues = { company: string; fuzzy: boolean };
