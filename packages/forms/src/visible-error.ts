/** What `visibleError` reads of a field's react-final-form meta state (`FieldMetaState`). */
export interface FieldErrorState {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/**
 * The error a field shows now, or undefined. Spec §4: errors show only for touched fields (blurred
 * once, or after a submit attempt). A submit-time error (the demo's BIN length check) shows until
 * the value changes again.
 * @param groupTouched true when another field of the same group was touched (combined-form rules that
 *   concern several fields show once any of them was left).
 */
export function visibleError(meta: FieldErrorState, groupTouched = false): string | undefined {
  if ((meta.touched || groupTouched) && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}
