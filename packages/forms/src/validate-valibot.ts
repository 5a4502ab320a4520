import { getDotPath, safeParse } from 'valibot';
import type { GenericSchema } from 'valibot';
import type { FormErrors } from './validate-with';

/**
 * Turns a valibot schema into a final-form `validate` function, with the same result as
 * `validateWith` gives for a yup schema: one message per field, the first rule of its pipe that
 * fails. Returns `{}` when the values are valid.
 *
 * Why valibot beside yup: a form on the sign-in page's critical path validates with a few hundred
 * bytes of valibot instead of yup's ~11 KB gzip (docs/adr/0029-light-entry-for-public-pages.md);
 * every other form keeps yup.
 */
export function validateWithValibot<Values extends object>(schema: GenericSchema) {
  const fields = 'entries' in schema ? Object.keys(schema.entries as object) : [];
  return (values: Values): FormErrors => {
    // final-form drops the value of a field the user empties (it becomes undefined): that field is
    // empty, not absent, so its own rules ("Password is required") speak, never valibot's
    // "Invalid key" message for a missing key.
    const input: Record<string, unknown> = { ...(values as Record<string, unknown>) };
    for (const field of fields) if (input[field] === undefined) input[field] = '';
    const result = safeParse(schema, input, { abortPipeEarly: true });
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.issues) {
      const path = getDotPath(issue);
      if (path && errors[path] === undefined) errors[path] = issue.message;
    }
    return errors;
  };
}
