import { useFormState } from 'react-final-form';

/**
 * True when any of `names` has been touched (left once, or the form was submitted), or any of
 * `changed` has been changed by the user: a rule of the combined form that one field's value
 * triggers (Gender or DOB needs a name, a Country alone needs an Address) shows its message next to
 * the field to fill as soon as the triggering choice is made, not only after another field is left.
 */
export function useGroupTouched(
  names: readonly string[] | undefined,
  changed: readonly string[] = [],
): boolean {
  const { touched, modified } = useFormState({ subscription: { touched: true, modified: true } });
  return (
    (names ? names.some((name) => touched?.[name] === true) : false) ||
    changed.some((name) => modified?.[name] === true)
  );
}
