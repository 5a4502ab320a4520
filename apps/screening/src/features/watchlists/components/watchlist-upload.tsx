import { useId, useState, type FormEvent } from 'react';
import { Button, Field, Flex, Input, SectionCard, Stack } from '@pulse/ui';
import { FileField, UploadError } from '../../../components/upload-fields';
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
        <Flex gap="4" wrap="wrap" align="flex-start">
          <Field.Root flex="1" minW="56">
            <Field.Label>Name</Field.Label>
            <Input value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <FileField
            accept=".csv,text/csv"
            resetKey={inputKey}
            onChange={setFile}
            helper="CSV with the columns name, aliases, date_of_birth, country, reference (up to 10,000 entries, 10 MB)."
          />
        </Flex>
        <Flex>
          <Button type="submit" disabled={!name.trim() || !file} loading={upload.isPending}>
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
    </SectionCard>
  );
}
