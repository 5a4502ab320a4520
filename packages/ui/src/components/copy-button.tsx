/**
 * CopyButton: copies a value to the clipboard and shows "Copied" for two seconds. The change is also
 * announced through a polite live region, so it is heard even when the button has an aria-label.
 */
import { Button, Icon, VisuallyHidden, useClipboard } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';

export interface CopyButtonProps extends Omit<ButtonProps, 'value' | 'children' | 'onClick'> {
  /** The text to copy. */
  value: string;
  /** Button text before copying; default "Copy". */
  label?: string;
  /** Feedback text after copying; default "Copied". */
  copiedLabel?: string;
}

export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  ...rest
}: CopyButtonProps) {
  const clipboard = useClipboard({ value, timeout: 2000 });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => clipboard.copy()}
        disabled={!value}
        {...rest}
      >
        <Icon as={clipboard.copied ? Check : Copy} aria-hidden="true" />
        {clipboard.copied ? copiedLabel : label}
      </Button>
      <VisuallyHidden aria-live="polite">{clipboard.copied ? copiedLabel : ''}</VisuallyHidden>
    </>
  );
}
