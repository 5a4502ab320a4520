import type { CaseEvent } from '@pulse/api-client';
import { Box, Stack, Text, formatDateTime } from '@pulse/ui';
import { eventText } from '../utils/format';

/** A case's history, oldest first: what happened, who did it and when, and the note. */
export function CaseHistory({
  history,
  nameOf,
}: {
  history: readonly CaseEvent[];
  nameOf: (id: string) => string | undefined;
}) {
  return (
    <Stack as="ol" listStyleType="none" gap="2" aria-label="History">
      {history.map((event) => (
        <Box as="li" key={event.id} borderLeftWidth="2px" pl="3" py="1">
          <Text fontWeight="medium">{eventText(event, nameOf)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {`${event.actorName ?? 'Pulse'} · ${formatDateTime(event.at)}`}
          </Text>
          {event.note ? (
            <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word" mt="1">
              {event.note}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
