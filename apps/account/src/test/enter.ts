import { expect } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';

/**
 * Types `value` into a form field and waits until the field shows it. On a loaded machine a change
 * fired right after a form first rendered was lost (the field still empty, or back to the loaded
 * value), so it is fired again until the field holds it, as a user would type again.
 */
export async function enter(input: HTMLElement, value: string): Promise<void> {
  await waitFor(() => {
    if ((input as HTMLInputElement).value !== value) fireEvent.change(input, { target: { value } });
    expect((input as HTMLInputElement).value).toBe(value);
  });
}
