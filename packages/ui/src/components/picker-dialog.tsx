/**
 * PickerDialog (internal): the small modal that hosts the month grid and the calendar. A Dialog rather
 * than a Popover keeps floating-ui and the popover machine (~10 KB gzip) out of the shared bundle, and
 * gives focus trapping, Escape and focus return for free. Rendered outside the Field so the pickers'
 * own controls do not inherit the field's id and ARIA attributes.
 */
import type { ReactNode, RefObject } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

export interface PickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title (and accessible name). */
  title: string;
  /** Element focused when the dialog closes (the field's input or calendar button). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Element focused when the dialog opens (the selected cell). */
  initialFocus: () => HTMLElement | null;
  children: ReactNode;
}

export function PickerDialog({
  open,
  onClose,
  title,
  returnFocusTo,
  initialFocus,
  children,
}: PickerDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size="xs"
      placement="center"
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocus}
      finalFocusEl={() => returnFocusTo.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pb="2">
              <Dialog.Title textStyle="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="5">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
