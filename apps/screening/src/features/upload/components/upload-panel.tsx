import { useId } from 'react';
import {
  batchTemplateUrl,
  getBatchTemplate,
  type BatchDetail,
  type BatchServiceKey,
} from '@pulse/api-client';
import { Box, Button, Flex, Form, SectionCard, Stack } from '@pulse/ui';
import { SelectField } from '@pulse/ui/forms';
import { FileField, UploadError } from '../../../components/upload-fields';
import { DownloadLink } from '../../../lib/download-link';
import { SERVICE_OPTIONS } from '../../../lib/batches';
import { useUpload } from '../hooks/use-upload';

/** The files the API reads (by extension, as the upload's content type). */
const ACCEPT = '.csv,.ndjson,text/csv,application/x-ndjson';

interface UploadValues {
  service: BatchServiceKey | '';
  file: File | null;
}

const EMPTY: UploadValues = { service: '', file: null };

export interface UploadPanelProps {
  /** Called with the uploaded batch (in preview). */
  onUploaded: (batch: BatchDetail) => void;
}

/**
 * The upload form: a service, its template, a CSV or NDJSON file. The file goes as it is; a file
 * the API refuses shows the API's message, which names the line; what was chosen stays.
 */
export function UploadPanel({ onUploaded }: UploadPanelProps) {
  const upload = useUpload(onUploaded);
  const errorId = useId();

  return (
    <SectionCard title="Upload a file">
      <Form<UploadValues>
        initialValues={EMPTY}
        onSubmit={async ({ service, file }) => {
          if (!service || !file) return;
          try {
            // On success the page shows the preview in place of this form.
            await upload.mutateAsync({ service, file });
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
                <SelectField
                  name="service"
                  label="Service"
                  placeholder="Choose a service"
                  options={SERVICE_OPTIONS}
                />
              </Box>
              <FileField
                accept={ACCEPT}
                dropText="Drop a CSV or NDJSON here, or choose one"
                helper="CSV or NDJSON, up to 1,000,000 rows (100 MB)."
              />
            </Flex>
            <Flex gap="4" align="center" wrap="wrap">
              <Button type="submit" disabled={!values.service || !values.file} loading={submitting}>
                Upload
              </Button>
              {values.service ? (
                <DownloadLink
                  href={batchTemplateUrl(values.service)}
                  fileName={`${values.service}-template.csv`}
                  load={() => getBatchTemplate(values.service as BatchServiceKey)}
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
        )}
      />
    </SectionCard>
  );
}
