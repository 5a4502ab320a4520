import { Button } from '@pulse/ui';

export type SubmitButtonProps = { busy: boolean; disabled?: boolean };

/** The forms' Submit button: reads "Analyzing..." while the lookup runs (spec §2 Demo). */
export function SubmitButton({ busy, disabled }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      disabled={disabled || busy}
      aria-busy={busy}
      alignSelf="flex-start"
    >
      {busy ? 'Analyzing...' : 'Submit'}
    </Button>
  );
}
