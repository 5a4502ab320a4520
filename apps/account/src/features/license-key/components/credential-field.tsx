import { Field, HStack, Input } from '@pulse/ui';
import { CopyButton } from '@pulse/ui/data';

export interface CredentialFieldProps {
  label: string;
  value: string;
  helperText?: string;
}

/** A read-only, monospaced credential (Client ID, API Key) with a copy-to-clipboard button. */
export function CredentialField({ label, value, helperText }: CredentialFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          value={value}
          readOnly
          fontFamily="mono"
          fontSize="sm"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={value} aria-label={`Copy ${label}`} />
      </HStack>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
