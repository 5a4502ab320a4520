import { useId, useState, type FormEvent } from 'react';
import {
  batchTemplateUrl,
  getBatchTemplate,
  type BatchDetail,
  type BatchServiceKey,
} from '@pulse/api-client';
import { Button, Field, Flex, SectionCard, Stack } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { FileField, UploadError } from '../../../components/upload-fields';
import { DownloadLink } from '../../../lib/download-link';
import { SERVICE_OPTIONS } from '../../../lib/batches';
import { useUpload } from '../hooks/use-upload';

/** The files the API reads (by extension, as the upload's content type). */
const ACCEPT = '.csv,.ndjson,text/csv,application/x-ndjson';

export interface UploadPanelProps {
  /** Called with the uploaded batch (in preview). */
  onUploaded: (batch: BatchDetail) => void;
}

/**
 * The upload form: a service, its template, a CSV or NDJSON file. The file goes as it is; a file
 * the API refuses shows the API's message, which names the line.
 */
export function UploadPanel({ onUploaded }: UploadPanelProps) {
  const [service, setService] = useState<BatchServiceKey | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUpload((batch) => {
    setFile(null);
    setInputKey((key) => key + 1);
    onUploaded(batch);
  });
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!service || !file || upload.isPending) return;
    upload.mutate({ service, file });
  };

  return (
    <SectionCard title="Upload a file">
      <Stack
        as="form"
        gap="4"
        onSubmit={submit}
        aria-describedby={upload.isError ? errorId : undefined}
      >
        <Flex gap="4" wrap="wrap" align="flex-start">
          <Field.Root flex="1" minW="56">
            <Field.Label>Service</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={service}
                onChange={(event) => setService(event.currentTarget.value as BatchServiceKey | '')}
              >
                <option value="">Choose a service</option>
                {SERVICE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <FileField
            accept={ACCEPT}
            resetKey={inputKey}
            onChange={setFile}
            helper="CSV or NDJSON, up to 1,000,000 rows (100 MB)."
          />
        </Flex>
        <Flex gap="4" align="center" wrap="wrap">
          <Button type="submit" disabled={!service || !file} loading={upload.isPending}>
            Upload
          </Button>
          {service ? (
            <DownloadLink
              href={batchTemplateUrl(service)}
              fileName={`${service}-template.csv`}
              load={() => getBatchTemplate(service)}
            >
              Download template
            </DownloadLink>
          ) : null}
        </Flex>
        {upload.isError ? (
          <UploadError
            id={errorId}
            error={upload.error}
            fallback="The file could not be uploaded."
          />
        ) : null}
      </Stack>
    </SectionCard>
  );
}
