import type { KeyboardEvent } from 'react';
import { Field as FormField } from 'react-final-form';
import { Field, Input } from '@pulse/ui';
import { visibleError } from '@pulse/forms';
import { parseQuantity, sanitizeQuantity, wholeCalls } from '../utils/quantity';

export interface QuantityFieldProps {
  /** Minimum of the chosen service, shown as a hint (null before a service is chosen). */
  minimum: number | null;
  onEnter?: () => void;
  disabled?: boolean;
}

const ALLOWED_KEY = /^[0-9.]$/;

/**
 * Quantity of calls (spec §5): only digits and one decimal point get in, whether typed or pasted.
 * Keystrokes of other characters are refused before they reach the input; whatever still arrives
 * (paste, drop, autofill) is filtered on change.
 */
export function QuantityField({ minimum, onEnter, disabled }: QuantityFieldProps) {
  return (
    <FormField<string> name="quantity">
      {({ input, meta }) => {
        const error = visibleError(meta);
        const typed = parseQuantity(String(input.value));
        const whole = wholeCalls(String(input.value));
        const fraction = typed !== null && whole !== null && typed !== whole;
        const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onEnter?.();
            return;
          }
          if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
          if (!ALLOWED_KEY.test(e.key) || (e.key === '.' && String(input.value).includes('.')))
            e.preventDefault();
        };
        return (
          <Field.Root invalid={Boolean(error)} disabled={disabled}>
            <Field.Label>Quantity</Field.Label>
            <Input
              name={input.name}
              value={input.value}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              onChange={(e) => input.onChange(sanitizeQuantity(e.target.value))}
              onKeyDown={onKeyDown}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="Number of calls"
              size="lg"
            />
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : fraction ? (
              <Field.HelperText data-testid="whole-calls">
                Calls are bought whole: {whole.toLocaleString('en-US')} calls
              </Field.HelperText>
            ) : minimum !== null ? (
              <Field.HelperText>At least {minimum.toLocaleString('en-US')} calls</Field.HelperText>
            ) : null}
          </Field.Root>
        );
      }}
    </FormField>
  );
}
