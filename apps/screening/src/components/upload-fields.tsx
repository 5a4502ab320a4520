import type { ReactNode } from 'react';
import { errorText } from '@pulse/api-client';
import { Alert, Box } from '@pulse/ui';
import { FileDropField } from '@pulse/ui/forms';

export interface FileFieldProps {
  /** The `accept` of the file picker: extensions and content types. */
  accept: string;
  /** The drop zone's words: what to drop (also its accessible name). */
  dropText: string;
  /** What files the API takes, under the drop zone. */
  helper: ReactNode;
}

/** The "File" field of an upload form (batches, watchlists): the form value `file`. */
export function FileField({ accept, dropText, helper }: FileFieldProps) {
  return (
    <Box flex="1" minW="56">
      <FileDropField name="file" label="File" accept={accept} dropText={dropText} helper={helper} />
    </Box>
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
