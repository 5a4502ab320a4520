/** The thresholds of the draft: the score from which a decision is Suspicious, Risky or Declined. */
import { Field, Input, SimpleGrid, Stack, Text } from '@pulse/ui';
import type { RuleThresholds } from '@pulse/api-client';

/** Props of ThresholdsForm. */
export interface ThresholdsFormProps {
  thresholds: RuleThresholds;
  onChange: (thresholds: RuleThresholds) => void;
  /** Why the thresholds cannot be saved, or null. */
  problem: string | null;
  disabled: boolean;
}

const FIELDS = [
  { key: 'suspicious', label: 'Suspicious from' },
  { key: 'risky', label: 'Risky from' },
  { key: 'declined', label: 'Declined from' },
] as const;

/** Three score fields; below the first, a decision is Verified. */
export function ThresholdsForm({ thresholds, onChange, problem, disabled }: ThresholdsFormProps) {
  return (
    <Stack gap="3">
      <Text color="fg.muted" textStyle="sm">
        The points of every rule that holds are added up; below the first threshold the decision is
        Verified. Forced outcomes win over the score: Decline, then Review (Risky), then Allow
        (Verified).
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {FIELDS.map((field) => (
          <Field.Root key={field.key} invalid={problem !== null} disabled={disabled}>
            <Field.Label>{field.label}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={10000}
              value={Number.isNaN(thresholds[field.key]) ? '' : thresholds[field.key]}
              onChange={(event) =>
                onChange({
                  ...thresholds,
                  [field.key]: event.target.value === '' ? Number.NaN : Number(event.target.value),
                })
              }
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      {problem ? (
        <Text color="fg.error" textStyle="sm" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
