/** Arrow-key focus movement inside a grid of buttons (month grid, day grid): ←/→ ±1, ↑/↓ ±columns, Home/End. */
import type { KeyboardEvent } from 'react';

export function moveGridFocus(e: KeyboardEvent<HTMLElement>, columns: number): void {
  const buttons = Array.from(
    e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  );
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  const step: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -columns,
    ArrowDown: columns,
  };
  let next: number;
  if (e.key in step) next = index + (step[e.key] ?? 0);
  else if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = buttons.length - 1;
  else return;
  e.preventDefault();
  buttons[Math.min(buttons.length - 1, Math.max(0, next))]?.focus();
}
