/** A labelled native select of a few fixed choices (mode, effect, outcome), keyboard-native. */
import { Field } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';

/** Props of ChoiceField. */
export interface ChoiceFieldProps<V extends string> {
  label: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** The field's width (Chakra size), e.g. '40'. */
  width?: string | Record<string, string>;
}

/** The select with its label. */
export function ChoiceField<V extends string>({
  label,
  value,
  choices,
  onChange,
  width = '40',
}: ChoiceFieldProps<V>) {
  return (
    <Field.Root w={width}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as V)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
