/**
 * The new-password fields of the auth pages: the password with its strength meter, and the group
 * of that password and its confirmation, so sign-up, the invitation and the reset ask for a new
 * password the same way (the sign-up rules, spec §5).
 */
import { Box, PasswordField, PasswordStrengthMeter } from '@pulse/ui';

export interface NewPasswordFieldProps {
  /** Label of the `password` field (e.g. "Password", "New password"). */
  label: string;
}

/** A form's `password` field for a new password, with its strength meter below. */
export function NewPasswordField({ label }: NewPasswordFieldProps) {
  return (
    <PasswordField
      name="password"
      size="lg"
      label={label}
      autoComplete="new-password"
      placeholder="At least 8 characters"
      required
      renderBelow={(password) => (
        <Box w="full">
          <PasswordStrengthMeter password={password} />
        </Box>
      )}
    />
  );
}

export interface NewPasswordFieldsProps {
  /** Label of the `password` field. */
  passwordLabel: string;
  /** Label of the `confirmPassword` field. */
  confirmLabel: string;
  /** Placeholder of the `confirmPassword` field; none when omitted. */
  confirmPlaceholder?: string;
}

/**
 * The `password` (with its strength meter) and `confirmPassword` fields of a form whose values hold
 * both; the form's schema checks that they match.
 */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  confirmPlaceholder,
}: NewPasswordFieldsProps) {
  return (
    <>
      <NewPasswordField label={passwordLabel} />
      <PasswordField
        name="confirmPassword"
        size="lg"
        label={confirmLabel}
        autoComplete="new-password"
        placeholder={confirmPlaceholder}
        required
      />
    </>
  );
}
