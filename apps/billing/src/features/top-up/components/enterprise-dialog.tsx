import { useSession } from '@pulse/auth';
import { Button, CloseButton, Link } from '@pulse/ui';
import { Dialog, Portal } from '@pulse/ui/overlays';

/** Spec §6, exactly. */
export const ENTERPRISE_MESSAGE =
  'Fraud Engine is available exclusively for our Enterprise customers.';

/** What an enterprise customer (services.fraudEngine on) is told instead: how to get more calls. */
export const ENTERPRISE_CUSTOMER_MESSAGE =
  'Your Enterprise plan includes the Fraud Engine. Fraud Engine calls are added to your plan by our sales team rather than bought by card: ask them for more calls and they are credited to this account.';

/** Where an enterprise customer asks for more Fraud Engine calls. */
export const SALES_MAILTO = 'mailto:sales@pulse-verify.com?subject=More%20Fraud%20Engine%20calls';

export interface EnterpriseDialogProps {
  open: boolean;
  onViewPricing: () => void;
  onClose: () => void;
}

/**
 * The dialog shown when Fraud Engine is selected in the Top Up list (spec §6). A customer who
 * already has the Fraud Engine is an Enterprise customer: telling them it is "available exclusively
 * for our Enterprise customers" would be wrong, so they read how to get more calls instead.
 */
export function EnterpriseDialog({ open, onViewPricing, onClose }: EnterpriseDialogProps) {
  const enterprise = useSession().user?.services.fraudEngine === true;
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
              <Dialog.Description>
                {enterprise ? ENTERPRISE_CUSTOMER_MESSAGE : ENTERPRISE_MESSAGE}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              {enterprise ? (
                <Button asChild colorPalette="brand">
                  <Link href={SALES_MAILTO} onClick={onClose} _hover={{ textDecoration: 'none' }}>
                    Contact Sales
                  </Link>
                </Button>
              ) : null}
              <Button
                colorPalette="brand"
                variant={enterprise ? 'outline' : 'solid'}
                onClick={onViewPricing}
              >
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
