import { useFormState } from 'react-final-form';

/**
 * True when any of `names` has been touched (left once, or the form was submitted): a field of a
 * combined rule shows its error once any field of its group was touched.
 */
export function useGroupTouched(names: readonly string[] | undefined): boolean {
  const { touched } = useFormState({ subscription: { touched: true } });
  return names ? names.some((name) => touched?.[name] === true) : false;
}
