import { Button, Form, HStack, TextField } from '@pulse/ui';
import { validateWith } from '@pulse/forms';
import {
  thresholdSchema,
  type ThresholdParsed,
  type ThresholdValues,
} from '../schemas/threshold-schema';

const validate = validateWith<ThresholdValues>(thresholdSchema);

export interface ThresholdFormProps {
  name: string;
  threshold: number | null;
  onSave(threshold: number): Promise<boolean>;
  onRemove(): Promise<boolean>;
}

/** The small form next to a service: the threshold (calls left), Save, and Remove when one is set. */
export function ThresholdForm({ name, threshold, onSave, onRemove }: ThresholdFormProps) {
  return (
    <Form<ThresholdValues>
      onSubmit={async (values) => {
        const parsed = thresholdSchema.cast(values) as ThresholdParsed;
        await onSave(parsed.threshold);
      }}
      validate={validate}
      initialValues={{ threshold: threshold === null ? '' : String(threshold) }}
      render={({ handleSubmit, submitting, pristine }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={`Usage alert for ${name}`}>
          <HStack align="start" gap="2" flexWrap="wrap">
            <TextField
              name="threshold"
              label="Alert at (calls left)"
              inputMode="numeric"
              maxLength={10}
              size="sm"
              sanitize={(v) => v.replace(/[^\d,]/g, '')}
              inputProps={{ width: '10rem' }}
            />
            <HStack gap="2" pt={{ base: '0', sm: '6' }}>
              <Button type="submit" size="sm" loading={submitting} disabled={pristine}>
                Save
              </Button>
              {threshold !== null ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={submitting}
                  onClick={() => void onRemove()}
                >
                  Remove
                </Button>
              ) : null}
            </HStack>
          </HStack>
        </form>
      )}
    />
  );
}
