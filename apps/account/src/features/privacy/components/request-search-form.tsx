import { errorText, type PrivacyRequest } from '@pulse/api-client';
import { Box, Button, FORM_ERROR, Form, SimpleGrid, Stack, Text, TextField } from '@pulse/ui';
import { SelectField } from '@pulse/ui/forms';
import { KIND_LABELS } from '../utils/labels';
import { checkSearch, type SearchValues } from '../utils/subject';

export const PREVIEW_FAILURE = 'The search could not be previewed';

const KIND_OPTIONS = (['erasure', 'access'] as const).map((k) => ({
  value: k,
  label: KIND_LABELS[k],
}));
const FIELDS = ['email', 'phone', 'name', 'dateOfBirth', 'ip', 'reportId'];

/**
 * The search of a new request: its kind and any of e-mail, phone (E.164), name with date of birth,
 * IP or report id. Preview asks the API for the counts per place; nothing changes yet.
 */
export function RequestSearchForm({
  onPreview,
}: {
  onPreview: (values: SearchValues) => Promise<PrivacyRequest>;
}) {
  return (
    <Form<SearchValues>
      initialValues={{ kind: 'erasure' }}
      validate={checkSearch}
      onSubmit={async (values) => {
        try {
          await onPreview(values);
          return undefined;
        } catch (err) {
          return { [FORM_ERROR]: errorText(err, PREVIEW_FAILURE) };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Find a person's data">
          <Stack gap="4">
            <Box maxW={{ md: '20rem' }}>
              <SelectField name="kind" label="Request" options={KIND_OPTIONS} required />
            </Box>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              <TextField
                name="email"
                label="E-mail"
                type="email"
                autoComplete="off"
                group={FIELDS}
              />
              <TextField
                name="phone"
                label="Phone (E.164)"
                type="tel"
                inputMode="tel"
                placeholder="+14155550123"
                maxLength={16}
                autoComplete="off"
                group={FIELDS}
              />
              <TextField
                name="ip"
                label="IP address"
                autoComplete="off"
                maxLength={45}
                group={FIELDS}
              />
              <TextField
                name="name"
                label="Full name"
                autoComplete="off"
                maxLength={200}
                group={FIELDS}
              />
              <TextField
                name="dateOfBirth"
                label="Date of birth"
                placeholder="YYYY-MM-DD"
                autoComplete="off"
                maxLength={10}
                group={FIELDS}
                revealedBy={['name']}
              />
              <TextField
                name="reportId"
                label="Report id"
                placeholder="rpt_…"
                autoComplete="off"
                maxLength={64}
                group={FIELDS}
              />
            </SimpleGrid>
            {submitError ? (
              <Text role="alert" color="fg.error" textStyle="sm">
                {submitError as string}
              </Text>
            ) : null}
            <Button type="submit" colorPalette="brand" loading={submitting} alignSelf="flex-start">
              Preview
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
