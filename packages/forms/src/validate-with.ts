import { ValidationError } from 'yup';
import type { AnyObjectSchema } from 'yup';

export type FormErrors = Record<string, string>;

/**
 * Turns a yup schema into a final-form `validate` function: one message per field, the first rule
 * that fails in declaration order. Returns `{}` when the values are valid.
 */
export function validateWith<Values extends object>(schema: AnyObjectSchema) {
  return (values: Values): FormErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: FormErrors = {};
      const failures = error.inner.length > 0 ? error.inner : [error];
      for (const failure of failures) {
        const path = failure.path ?? '';
        if (path && errors[path] === undefined) errors[path] = failure.message;
      }
      return errors;
    }
  };
}
