import { Button, Code, Stack, Text } from '@pulse/ui';
import { CopyButton } from '@pulse/ui/data';
import { Dialog, Portal } from '@pulse/ui/overlays';
import { TEXTS } from './texts';

/** Shows a signing secret once (after adding an endpoint or rolling its secret). */
export function SecretDialog({
  secret,
  onClose,
}: {
  secret: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      open={secret !== undefined}
      placement="center"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{TEXTS.secretTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{TEXTS.secretOnce}</Text>
                <Code data-testid="signing-secret" p="2" wordBreak="break-all" whiteSpace="normal">
                  {secret}
                </Code>
                <div>
                  <CopyButton value={secret ?? ''} label="Copy secret" />
                </div>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
