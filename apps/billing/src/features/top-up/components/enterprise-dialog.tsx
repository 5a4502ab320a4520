import { Button, CloseButton } from '@pulse/ui';
import { Dialog, Portal } from '@pulse/ui/overlays';

/** Spec §6, exactly. */
export const ENTERPRISE_MESSAGE =
  'Fraud Engine is available exclusively for our Enterprise customers.';

export interface EnterpriseDialogProps {
  open: boolean;
  onViewPricing: () => void;
  onClose: () => void;
}

/** The dialog shown when Fraud Engine is selected in the Top Up list (spec §6). */
export function EnterpriseDialog({ open, onViewPricing, onClose }: EnterpriseDialogProps) {
  return (
    <Dialog.Root
      open={open}
      placement="center"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Fraud Engine</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{ENTERPRISE_MESSAGE}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onViewPricing}>
                View Pricing
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
