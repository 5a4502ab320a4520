import { useId } from 'react';
import { Box, Button, Flex, Form, SectionCard, Stack, TextField } from '@pulse/ui';
import { FileField, UploadError } from '../../../components/upload-fields';
import { useWatchlistChanges } from '../hooks/use-watchlists';

interface WatchlistValues {
  name: string;
  file: File | null;
}

const EMPTY: WatchlistValues = { name: '', file: null };

/**
 * The upload form: a name and a CSV file. A file the API refuses shows the API's message, which
 * names the line; what was typed and chosen stays. After an upload the form is emptied.
 */
export function WatchlistUpload() {
  const { upload } = useWatchlistChanges();
  const errorId = useId();

  return (
    <SectionCard title="Upload a watchlist">
      <Form<WatchlistValues>
        initialValues={EMPTY}
        onSubmit={async ({ name, file }, form) => {
          if (!name.trim() || !file) return;
          try {
            await upload.mutateAsync({ name: name.trim(), file });
            // After the submit settles: restart() inside it would be overwritten.
            setTimeout(() => form.restart(EMPTY));
          } catch {
            // Shown below the form (upload.error).
          }
        }}
        render={({ handleSubmit, submitting, values }) => (
          <Stack
            as="form"
            gap="4"
            onSubmit={handleSubmit}
            aria-describedby={upload.isError ? errorId : undefined}
          >
            <Flex gap="4" wrap="wrap" align="flex-start">
              <Box flex="1" minW="56">
                <TextField name="name" label="Name" maxLength={100} />
              </Box>
              <FileField
                accept=".csv,text/csv"
                dropText="Drop a CSV here, or choose one"
                helper="CSV with the columns name, aliases, date_of_birth, country, reference (up to 10,000 entries, 10 MB)."
              />
            </Flex>
            <Flex>
              <Button
                type="submit"
                disabled={!(values.name ?? '').trim() || !values.file}
                loading={submitting}
              >
                Upload
              </Button>
            </Flex>
            {upload.isError ? (
              <UploadError
                id={errorId}
                error={upload.error}
                fallback="The watchlist could not be uploaded."
              />
            ) : null}
          </Stack>
        )}
      />
    </SectionCard>
  );
}
