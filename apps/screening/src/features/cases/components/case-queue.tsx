import type { KeyboardEvent } from 'react';
import type { Case } from '@pulse/api-client';
import { Link as RouterLink } from '@pulse/router';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  HStack,
  Kbd,
  Link,
  LoadingSpinner,
  RetryAlert,
  SectionCard,
  Stack,
  Text,
  formatDateTime,
} from '@pulse/ui';
import { useCaseQueue, useQueueQuery, useTeam } from '../hooks/use-cases';
import { matchesText, kindText, originText, subjectText } from '../utils/format';
import { hasFilters } from '../utils/queue-query';
import { CaseFilters, ReviewStateTiles } from './case-filters';
import { ReviewStateBadge } from './review-state-badge';

/** The keys that walk the rows: next, previous, first, last. */
const NEXT_KEYS = new Set(['ArrowDown', 'j']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'k']);

/**
 * Moves the focus between the rows' links of the list: ArrowDown or j to the next, ArrowUp or k to
 * the previous, Home and End to the first and last. Enter on a focused link opens its case (the
 * link's own behaviour).
 */
function walkRows(event: KeyboardEvent<HTMLElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-case-row]'));
  if (rows.length === 0) return;
  const at = rows.findIndex((row) => row === document.activeElement);
  let to: number;
  if (NEXT_KEYS.has(event.key)) to = at < 0 ? 0 : Math.min(at + 1, rows.length - 1);
  else if (PREVIOUS_KEYS.has(event.key)) to = at < 0 ? 0 : Math.max(at - 1, 0);
  else if (event.key === 'Home') to = 0;
  else if (event.key === 'End') to = rows.length - 1;
  else return;
  event.preventDefault();
  rows[to]?.focus();
}

/** "Assigned to Ada Lovelace", "Assigned" (name not known to this role) or "Unassigned". */
function assigneeText(c: Case, nameOf: (id: string) => string | undefined): string {
  if (!c.assigneeId) return 'Unassigned';
  const name = nameOf(c.assigneeId);
  return name ? `Assigned to ${name}` : 'Assigned';
}

function CaseRow({ item, nameOf }: { item: Case; nameOf: (id: string) => string | undefined }) {
  const name = subjectText(item.subject);
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
      <Stack gap="1">
        <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
          <Link
            asChild
            fontWeight="semibold"
            wordBreak="break-word"
            focusRing="outside"
            _focusVisible={{ outlineOffset: '2px' }}
          >
            <RouterLink to={`/cases/${encodeURIComponent(item.id)}`} data-case-row="">
              {name}
            </RouterLink>
          </Link>
          <HStack gap="2">
            {item.proposedDisposition === 'true_match' ? (
              <Badge colorPalette="red" variant="outline">
                Awaiting second reviewer
              </Badge>
            ) : null}
            <ReviewStateBadge state={item.reviewState} />
          </HStack>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {`${kindText(item.subjectKind)} · ${originText(item)} · ${item.decision} · ${matchesText(item.matches)}`}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {`${assigneeText(item, nameOf)} · Opened ${formatDateTime(item.createdAt)}`}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * The review queue of the tab's view mode, newest first: the counts per review state as tiles that
 * filter by review state, the assignee, list and age filters (in the URL), the cases as a list the
 * keyboard can walk, and cursor paging.
 */
export function CaseQueue() {
  const { query, setFilters, next, previous, clear } = useQueueQuery();
  const team = useTeam();
  const list = useCaseQueue(query, team.me, team.pending);
  const page = query.cursors.length + 1;

  let body;
  if (list.isPending) body = <LoadingSpinner label="Loading cases" />;
  else if (list.isError) {
    body = <RetryAlert message="Cases could not be loaded." onRetry={() => void list.refetch()} />;
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        text={
          hasFilters(query)
            ? 'No cases match these filters.'
            : 'No cases yet. AML results that are not verified open one.'
        }
      />
    );
  } else {
    const nextCursor = list.data.nextCursor;
    body = (
      <Stack gap="3">
        <Text textStyle="xs" color="fg.muted" id="case-keys">
          <Kbd>↓</Kbd> or <Kbd>j</Kbd> next case · <Kbd>↑</Kbd> or <Kbd>k</Kbd> previous case ·{' '}
          <Kbd>Enter</Kbd> opens it
        </Text>
        <Stack
          as="ul"
          listStyleType="none"
          gap="2"
          aria-label="Cases"
          aria-describedby="case-keys"
          onKeyDown={walkRows}
        >
          {list.data.items.map((c) => (
            <CaseRow key={c.id} item={c} nameOf={team.nameOf} />
          ))}
        </Stack>
        {page === 1 && !nextCursor ? null : (
          <HStack as="nav" aria-label="Pages of cases" gap="3">
            <Button size="sm" variant="outline" disabled={page === 1} onClick={previous}>
              Previous
            </Button>
            <Text textStyle="sm" color="fg.muted">{`Page ${page}`}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={!nextCursor}
              onClick={() => nextCursor && next(nextCursor)}
            >
              Next
            </Button>
          </HStack>
        )}
      </Stack>
    );
  }

  return (
    <SectionCard title="Review queue">
      <Stack gap="4">
        <ReviewStateTiles
          counts={list.data?.counts}
          value={query.state}
          onChange={(state) => setFilters({ state })}
        />
        <CaseFilters
          filters={query}
          members={team.members}
          me={team.me}
          onChange={setFilters}
          onClear={clear}
        />
        {body}
      </Stack>
    </SectionCard>
  );
}
