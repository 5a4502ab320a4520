import { useState } from 'react';
import { Button, Field, HStack, Input } from '@pulse/ui';
import { CopyButton } from '@pulse/ui/data';

export interface CredentialFieldProps {
  label: string;
  value: string;
  helperText?: string;
  /**
   * A secret (the API key): shown masked until Reveal is pressed, as in a payments dashboard, so it
   * does not sit readable on a shared or recorded screen. Copy always copies the whole value.
   */
  secret?: boolean;
}

/** Dots standing for the hidden part of a secret. */
const DOTS = '•'.repeat(16);

/** The public prefix of a Pulse key (`pk_live_`, `pk_test_`): the random part may hold `_` too. */
const KEY_PREFIX = /^[a-z]{2}_(?:live|test)_/;

/**
 * The masked form of a key: its public prefix, dots, and its last four characters, so two keys can
 * still be told apart. A value too short to keep four characters back is all dots; empty stays empty.
 */
export function maskSecret(value: string): string {
  if (!value) return '';
  const prefix = KEY_PREFIX.exec(value)?.[0] ?? '';
  const rest = value.slice(prefix.length);
  return rest.length <= 12 ? `${prefix}${DOTS}` : `${prefix}${DOTS}${rest.slice(-4)}`;
}

/**
 * A read-only, monospaced credential (Client ID, API Key) with a copy-to-clipboard button; a
 * `secret` one is masked with a Reveal/Hide button.
 */
export function CredentialField({
  label,
  value,
  helperText,
  secret = false,
}: CredentialFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const shown = secret && !revealed ? maskSecret(value) : value;
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          value={shown}
          readOnly
          fontFamily="mono"
          fontSize="sm"
          spellCheck={false}
          data-masked={secret && !revealed ? '' : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        {secret ? (
          <Button
            variant="outline"
            onClick={() => setRevealed((r) => !r)}
            aria-pressed={revealed}
            aria-label={`${revealed ? 'Hide' : 'Reveal'} ${label}`}
            size="sm"
            minW="4.5rem"
          >
            {revealed ? 'Hide' : 'Reveal'}
          </Button>
        ) : null}
        <CopyButton value={value} aria-label={`Copy ${label}`} />
      </HStack>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
