import { useId, useState, type FormEvent } from 'react';
import { errorText } from '@pulse/api-client';
import { Alert, Button, Field, Flex, Input, SectionCard, Stack } from '@pulse/ui';
import { useWatchlistChanges } from '../hooks/use-watchlists';

/**
 * The upload form: a name and a CSV file. A file the API refuses shows the API's message, which
 * names the line.
 */
export function WatchlistUpload() {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const { upload } = useWatchlistChanges();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !file || upload.isPending) return;
    upload.mutate(
      { name: name.trim(), file },
      {
        onSuccess: () => {
          setName('');
          setFile(null);
          setInputKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <SectionCard title="Upload a watchlist">
      <Stack
        as="form"
        gap="4"
        onSubmit={submit}
        aria-describedby={upload.isError ? errorId : undefined}
      >
        <Flex gap="4" wrap="wrap" align="flex-end">
          <Field.Root flex="1" minW="56">
            <Field.Label>Name</Field.Label>
            <Input value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root flex="1" minW="56">
            <Field.Label>File</Field.Label>
            <Input
              key={inputKey}
              type="file"
              accept=".csv,text/csv"
              p="1.5"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
            <Field.HelperText>
              CSV with the columns name, aliases, date_of_birth, country, reference (up to 10,000
              entries, 10 MB).
            </Field.HelperText>
          </Field.Root>
        </Flex>
        <Flex>
          <Button type="submit" disabled={!name.trim() || !file} loading={upload.isPending}>
            Upload
          </Button>
        </Flex>
        {upload.isError ? (
          <Alert.Root status="error" id={errorId} role="alert">
            <Alert.Indicator />
            <Alert.Description>
              {errorText(upload.error, 'The watchlist could not be uploaded.')}
            </Alert.Description>
          </Alert.Root>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
