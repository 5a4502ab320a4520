import { getDotPath, safeParse } from 'valibot';
import type { GenericSchema } from 'valibot';
import type { FormErrors } from './validate-with';

/**
 * Turns a valibot schema into a final-form `validate` function, with the same result as
 * `validateWith` gives for a yup schema: one message per field, the first rule of its pipe that
 * fails. Returns `{}` when the values are valid.
 *
 * Why valibot beside yup: a form on the sign-in page's critical path validates with a few hundred
 * bytes of valibot instead of yup's ~11 KB gzip (docs/decisions.md, "Front end: a light entry for
 * the public pages"); every other form keeps yup.
 */
export function validateWithValibot<Values extends object>(schema: GenericSchema) {
  return (values: Values): FormErrors => {
    const result = safeParse(schema, values, { abortPipeEarly: true });
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.issues) {
      const path = getDotPath(issue);
      if (path && errors[path] === undefined) errors[path] = issue.message;
    }
    return errors;
  };
}
