import type { ReactNode } from 'react';
import { errorText } from '@pulse/api-client';
import { Alert, Field, Input } from '@pulse/ui';

export interface FileFieldProps {
  /** The `accept` of the input: extensions and content types. */
  accept: string;
  /** What files the API takes, under the input. */
  helper: ReactNode;
  /** A new value empties the input (a file input's value cannot be set back). */
  resetKey: number;
  onChange: (file: File | null) => void;
}

/** The "File" field of an upload form (batches, watchlists). */
export function FileField({ accept, helper, resetKey, onChange }: FileFieldProps) {
  return (
    <Field.Root flex="1" minW="56">
      <Field.Label>File</Field.Label>
      <Input
        key={resetKey}
        type="file"
        accept={accept}
        p="1.5"
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      <Field.HelperText>{helper}</Field.HelperText>
    </Field.Root>
  );
}

export interface UploadErrorProps {
  /** The id the form's `aria-describedby` names. */
  id: string;
  error: unknown;
  /** Shown when the error carries no message of the API's (a network failure). */
  fallback: string;
}

/** An upload the API refused: its message, which names the line of the file. */
export function UploadError({ id, error, fallback }: UploadErrorProps) {
  return (
    <Alert.Root status="error" id={id} role="alert">
      <Alert.Indicator />
      <Alert.Description>{errorText(error, fallback)}</Alert.Description>
    </Alert.Root>
  );
}
