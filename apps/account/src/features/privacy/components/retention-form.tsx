import { errorText, type RetentionSettings } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { Button, Form, SimpleGrid, Stack, Text, TextField, useNotify } from '@pulse/ui';
import { number, object } from 'yup';
import { LoadFrame } from '../../../components/load-frame';
import {
  RETENTION_LOAD_FAILURE,
  RETENTION_SAVED,
  RETENTION_SAVE_FAILURE,
  useRetention,
} from '../hooks/use-retention';
import {
  MAX_RETENTION_DAYS,
  MIN_RETENTION_DAYS,
  RETENTION_KINDS,
  type RetentionKind,
} from '../utils/labels';

export { RETENTION_LOAD_FAILURE, RETENTION_SAVED, RETENTION_SAVE_FAILURE };

type Values = Record<RetentionKind, string>;

/** The message of a period out of the API's bounds. */
export const DAYS_RANGE = `Enter a whole number of days from ${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS.toLocaleString('en-US')}`;

const days = number()
  .transform((_v, raw: unknown) =>
    typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN,
  )
  .typeError(DAYS_RANGE)
  .required(DAYS_RANGE)
  .integer(DAYS_RANGE)
  .min(MIN_RETENTION_DAYS, DAYS_RANGE)
  .max(MAX_RETENTION_DAYS, DAYS_RANGE);
const validate = validateWith<Values>(
  object(Object.fromEntries(RETENTION_KINDS.map((k) => [k.kind, days]))),
);

const toValues = (s: RetentionSettings): Values =>
  Object.fromEntries(RETENTION_KINDS.map((k) => [k.kind, String(s[k.kind])])) as Values;
const toSettings = (v: Values): RetentionSettings =>
  Object.fromEntries(RETENTION_KINDS.map((k) => [k.kind, Number(v[k.kind])])) as RetentionSettings;

/**
 * Retention periods: days per kind of personal data (1–3,650), with the documented default under
 * each field. Pulse removes the personal fields of what is older every day; counts, outcomes and
 * billing stay.
 */
export function RetentionForm() {
  const notify = useNotify();
  const { state, reload, save } = useRetention();
  return (
    <LoadFrame state={state} loadingLabel="Loading the retention periods" onRetry={reload}>
      {({ settings }) => (
        <Form<Values>
          initialValues={toValues(settings)}
          validate={validate}
          onSubmit={async (values) => {
            try {
              await save(toSettings(values));
              notify.success(RETENTION_SAVED);
            } catch (err) {
              notify.error(errorText(err, RETENTION_SAVE_FAILURE));
            }
          }}
          render={({ handleSubmit, submitting, pristine }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Retention periods">
              <Stack gap="4">
                <Text textStyle="sm" color="fg.muted">
                  Every day, Pulse removes the personal data of what is older than its period.
                  Report ids, outcomes, counts and billing are kept. A case under legal hold is kept
                  with its report until the hold is released.
                </Text>
                <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                  {RETENTION_KINDS.map((k) => (
                    <TextField
                      key={k.kind}
                      name={k.kind}
                      label={`${k.label} (days)`}
                      inputMode="numeric"
                      maxLength={4}
                      sanitize={(v) => v.replace(/\D/g, '')}
                      helper={`Default ${k.days.toLocaleString('en-US')} days`}
                      required
                    />
                  ))}
                </SimpleGrid>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={submitting}
                  disabled={pristine}
                  alignSelf="flex-start"
                >
                  Save retention periods
                </Button>
              </Stack>
            </form>
          )}
        />
      )}
    </LoadFrame>
  );
}
