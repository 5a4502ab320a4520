import type { KeyboardEvent } from 'react';
import { parseQuantity, sanitizeQuantity, wholeCalls } from '../utils/quantity';
import { TextField, useFormState } from '@pulse/ui';

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
  const { values } = useFormState<{ quantity?: string }>({ subscription: { values: true } });
  const typed = parseQuantity(values.quantity);
  const whole = wholeCalls(values.quantity);
  // Calls are bought whole (utils/quantity.ts wholeCalls): say what a decimal quantity buys.
  const hint =
    typed !== null && whole !== null && typed !== whole
      ? `Calls are bought whole: ${whole.toLocaleString('en-US')} calls`
      : minimum !== null
        ? `At least ${minimum.toLocaleString('en-US')} calls`
        : undefined;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onEnter?.();
      return;
    }
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    if (!ALLOWED_KEY.test(e.key) || (e.key === '.' && e.currentTarget.value.includes('.')))
      e.preventDefault();
  };
  return (
    <TextField
      name="quantity"
      label="Quantity"
      inputMode="decimal"
      placeholder="Number of calls"
      size="lg"
      disabled={disabled}
      sanitize={sanitizeQuantity}
      helper={hint}
      inputProps={{ onKeyDown }}
    />
  );
}
