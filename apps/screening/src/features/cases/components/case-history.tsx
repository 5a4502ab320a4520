import type { CaseEvent } from '@pulse/api-client';
import { Box, Stack, Text, formatDateTime } from '@pulse/ui';
import { FIELD_LABELS, valueText } from '../../../lib/list-sources';
import { eventDiff, eventText } from '../utils/format';

/** The list fields a reopening names, before → after, as List updates shows them. */
function EventDiff({ event }: { event: CaseEvent }) {
  const diff = eventDiff(event);
  if (diff.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="0.5" mt="1" aria-label="Changed list fields">
      {diff.map((d) => (
        <Text as="li" key={d.field} textStyle="sm">
          <Text
            as="span"
            fontWeight="medium"
          >{`${FIELD_LABELS[d.field as keyof typeof FIELD_LABELS] ?? d.field}: `}</Text>
          {`${valueText(d.before)} → ${valueText(d.after)}`}
        </Text>
      ))}
    </Stack>
  );
}

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
          <EventDiff event={event} />
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
