import { Link as RouterLink, useNavigate } from '@pulse/router';
import { Button, CloseButton, Heading, Link, Stack, Text } from '@pulse/ui';
import { DecisionSummary } from '@pulse/ui/data';
import { Dialog, Portal } from '@pulse/ui/overlays';
import type { LookupOutcome } from '../hooks/use-lookup';

export interface LookupResultDialogProps {
  outcome: LookupOutcome | null;
  onClose: () => void;
}

/**
 * The result modal (spec §2 Demo): the Status, uppercased, and "Click To See Details", which closes
 * the modal and opens the report at /reports/{referenceID}. When the tenant's rules decided the
 * lookup (issue 51), their decision follows the status, with a link to the rules.
 */
export function LookupResultDialog({ outcome, onClose }: LookupResultDialogProps) {
  const navigate = useNavigate();
  const status = (outcome?.status ?? '').toUpperCase() || 'N/A';
  return (
    <Dialog.Root
      open={outcome !== null}
      placement="center"
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Result</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" fontSize="sm">
                Status
              </Text>
              <Heading as="p" size="xl" data-testid="result-status">
                {status}
              </Heading>
              {outcome?.decision ? (
                <Stack as="section" aria-labelledby="result-decision" gap="2" mt="5">
                  <Heading as="h3" id="result-decision" size="md">
                    Decision
                  </Heading>
                  <DecisionSummary
                    decision={outcome.decision}
                    subheadingAs="h4"
                    footer={
                      <Link asChild colorPalette="brand" alignSelf="flex-start">
                        <RouterLink to="/rules" onClick={onClose}>
                          Open rules
                        </RouterLink>
                      </Link>
                    }
                  />
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                colorPalette="brand"
                onClick={() => {
                  const referenceID = outcome?.referenceID;
                  onClose();
                  if (referenceID) navigate(`/reports/${encodeURIComponent(referenceID)}`);
                }}
              >
                Click To See Details
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
