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
  /** Saves the threshold; resolves whether it was saved (the form closes then). */
  onSave(threshold: number): Promise<boolean>;
  /** Closes the form: Cancel, Escape, or a save that went through. */
  onClose(): void;
}

/**
 * The threshold form of one service, opened from its warning line: the threshold (calls left),
 * Save and Cancel. The field takes the focus when the form opens; Escape cancels.
 */
export function ThresholdForm({ name, threshold, onSave, onClose }: ThresholdFormProps) {
  return (
    <Form<ThresholdValues>
      onSubmit={async (values) => {
        const parsed = thresholdSchema.cast(values) as ThresholdParsed;
        if (await onSave(parsed.threshold)) onClose();
      }}
      validate={validate}
      initialValues={{ threshold: threshold === null ? '' : String(threshold) }}
      render={({ handleSubmit, submitting, pristine }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label={`Balance warning for ${name}`}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !submitting) {
              e.stopPropagation();
              onClose();
            }
          }}
        >
          <HStack align="start" gap="2" flexWrap="wrap">
            <TextField
              name="threshold"
              label="Warn at (calls left)"
              inputMode="numeric"
              maxLength={10}
              size="sm"
              sanitize={(v) => v.replace(/[^\d,]/g, '')}
              inputProps={{ width: '10rem', autoFocus: true }}
            />
            <HStack gap="2" pt={{ base: '0', sm: '6' }}>
              <Button type="submit" size="sm" loading={submitting} disabled={pristine}>
                Save
              </Button>
              <Button size="sm" variant="outline" disabled={submitting} onClick={onClose}>
                Cancel
              </Button>
            </HStack>
          </HStack>
        </form>
      )}
    />
  );
}
