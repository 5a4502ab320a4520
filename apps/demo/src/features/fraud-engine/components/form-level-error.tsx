import { Text, useFormState } from '@pulse/ui';

/**
 * The form-wide error ("At least one field must be filled out"), shown once any field has been
 * touched or a submit was attempted, like the field errors.
 */
export function FormLevelError() {
  const { error, touched, submitFailed } = useFormState({
    subscription: { error: true, touched: true, submitFailed: true },
  });
  const anyTouched = Object.values(touched ?? {}).some(Boolean);
  if (typeof error !== 'string' || !(anyTouched || submitFailed)) return null;
  return (
    <Text color="fg.error" fontSize="sm" role="alert">
      {error}
    </Text>
  );
}
