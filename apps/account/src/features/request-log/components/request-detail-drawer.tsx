import { Box, Button, CloseButton, Heading, LoadingSpinner, Stack, Text } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import { Dialog, Portal } from '@pulse/ui/overlays';
import { useRequestDetail } from '../hooks/use-request-detail';
import { formatLatency, formatTime, pretty } from '../utils/format';
import { ReportLink } from './report-link';

export interface RequestDetailDrawerProps {
  /** The entry to show; null: closed. */
  id: string | null;
  onClose(): void;
}

function Body({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {label}
      </Heading>
      <Box
        as="pre"
        role="region"
        aria-label={label}
        tabIndex={0}
        fontFamily="mono"
        fontSize="xs"
        bg="bg.muted"
        p="3"
        borderRadius="md"
        overflowX="auto"
        whiteSpace="pre-wrap"
        wordBreak="break-all"
        maxH="20rem"
      >
        {pretty(value)}
      </Box>
    </Stack>
  );
}

/**
 * One request of the log in a side drawer: its fields and, for 7 days, its redacted request and
 * response bodies (a modal dialog: focus is trapped, Escape closes, focus returns to the row).
 */
export function RequestDetailDrawer({ id, onClose }: RequestDetailDrawerProps) {
  const detail = useRequestDetail(id);
  return (
    <Dialog.Root
      open={id !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner justifyContent="flex-end" alignItems="stretch" p="0">
          <Dialog.Content
            my="0"
            mx="0"
            h="100dvh"
            maxH="100dvh"
            w={{ base: '100vw', md: '40rem' }}
            maxW="100vw"
            borderRadius="0"
          >
            <Dialog.Header>
              <Dialog.Title>Request details</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {detail.state === 'loading' || detail.state === 'idle' ? (
                <LoadingSpinner label="Loading request" />
              ) : null}
              {detail.state === 'failed' ? (
                <Stack gap="3" align="start" role="alert">
                  <Text>This request could not be loaded.</Text>
                  <Button size="sm" variant="outline" onClick={detail.retry}>
                    Retry
                  </Button>
                </Stack>
              ) : null}
              {detail.state === 'loaded' ? (
                <Stack gap="5">
                  <KeyValueList
                    rows={[
                      { label: 'Time', value: formatTime(detail.detail.createdAt) },
                      { label: 'Request', value: `${detail.detail.method} ${detail.detail.path}` },
                      { label: 'Status', value: String(detail.detail.status) },
                      { label: 'Latency', value: formatLatency(detail.detail.latencyMs) },
                      { label: 'Key', value: detail.detail.keyPrefix },
                      { label: 'Client IP', value: detail.detail.ip },
                      { label: 'Request ID', value: detail.detail.requestId },
                      { label: 'Report', value: <ReportLink id={detail.detail.reportId} /> },
                    ]}
                  />
                  {detail.detail.bodies ? (
                    <>
                      <Text fontSize="sm" color="fg.muted">
                        Keys, passwords, tokens and card numbers beyond the BIN are redacted.
                      </Text>
                      <Body label="Request headers" value={detail.detail.bodies.requestHeaders} />
                      {detail.detail.bodies.query ? (
                        <Body label="Query" value={detail.detail.bodies.query} />
                      ) : null}
                      <Body label="Request body" value={detail.detail.bodies.requestBody} />
                      {detail.detail.bodies.responseBody === null && detail.detail.reportId ? (
                        <Text fontSize="sm" color="fg.muted">
                          Response body: the answer was report {detail.detail.reportId}, which has
                          been deleted, and the answer with it.
                        </Text>
                      ) : (
                        <Body label="Response body" value={detail.detail.bodies.responseBody} />
                      )}
                    </>
                  ) : (
                    <Text color="fg.muted">
                      Bodies are kept for 7 days: this request&apos;s have been deleted.
                    </Text>
                  )}
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
