import type { FieldMetaState } from 'react-final-form';

/** Spec §4: errors show only for touched fields (blurred once, or after a submit attempt). */
export function visibleError(
  meta: Pick<FieldMetaState<unknown>, 'touched' | 'error'>,
): string | undefined {
  return meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
}
