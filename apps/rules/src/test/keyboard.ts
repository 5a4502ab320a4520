/** Keyboard helpers of the rules tests. */
import { expect } from 'vitest';
import type userEvent from '@testing-library/user-event';

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most 40 times: the test
 * fails when the control cannot be reached with the keyboard.
 */
export async function tabTo(
  user: ReturnType<typeof userEvent.setup>,
  target: HTMLElement,
  back = false,
): Promise<void> {
  for (let i = 0; i < 40 && document.activeElement !== target; i++) await user.tab({ shift: back });
  expect(document.activeElement).toBe(target);
}
