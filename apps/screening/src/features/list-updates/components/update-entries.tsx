import { useState } from 'react';
import type { ListChange, ListChangeKind } from '@pulse/api-client';
import { isApiError } from '@pulse/api-client';
import {
  Badge,
  Box,
  EmptyState,
  Flex,
  LoadingSpinner,
  RetryAlert,
  SectionCard,
  Stack,
  Text,
  formatDateTime,
} from '@pulse/ui';
import { useListEntry, useListUpdate } from '../hooks/use-list-updates';
import { FIELD_LABELS, SOURCE_NAMES, countsText, valueText, versionsText } from './format';
import { FilterButtons, Pager } from './update-list';
import { DetailsToggle } from '../../../components/details-toggle';

const KIND_LABELS: Record<ListChangeKind, string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
};
const KIND_PALETTE: Record<ListChangeKind, string> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
};

/** The entry as the current list holds it: a few facts, or why there are none. */
export function EntryDetails({ entryId }: { entryId: string }) {
  const entry = useListEntry(entryId, true);
  if (entry.isPending) return <LoadingSpinner label="Loading entry" />;
  if (entry.isError)
    return isApiError(entry.error) && entry.error.status === 404 ? (
      <Text textStyle="sm">This entry is no longer on the list.</Text>
    ) : (
      <RetryAlert message="The entry could not be loaded." onRetry={() => void entry.refetch()} />
    );
  const e = entry.data;
  const facts: Array<[string, string]> = [
    ['Entity type', e.entityType],
    ['Aliases', valueText(e.aliases)],
    ['Dates of birth', valueText(e.datesOfBirth.map((d) => d.text))],
    ['Nationalities', valueText(e.nationalities)],
    ['Programs', valueText(e.programs)],
    ['Addresses', valueText(e.addresses)],
    ['Remarks', e.remarks ?? 'none'],
  ];
  return (
    <Box as="dl" textStyle="sm" display="grid" gridTemplateColumns="max-content 1fr" gap="1 3">
      {facts.map(([k, v]) => (
        <Box key={k} display="contents">
          <Text as="dt" color="fg.muted">
            {k}
          </Text>
          <Text as="dd" wordBreak="break-word">
            {v}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function EntryItem({ entry }: { entry: ListChange }) {
  const [open, setOpen] = useState(false);
  const detailsId = `entry-${entry.entryId}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
      <Stack gap="2">
        <Flex gap="3" justify="space-between" align="center" wrap="wrap">
          <Flex gap="2" align="center" minW="0" wrap="wrap">
            <Badge colorPalette={KIND_PALETTE[entry.kind]}>{KIND_LABELS[entry.kind]}</Badge>
            <Text fontWeight="semibold" wordBreak="break-word">
              {entry.name}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {entry.entryId}
            </Text>
          </Flex>
          <DetailsToggle
            name={entry.name}
            controls={detailsId}
            open={open}
            onToggle={() => setOpen((o) => !o)}
          />
        </Flex>
        {entry.fields.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="1" aria-label={`Changes of ${entry.name}`}>
            {entry.fields.map((f) => (
              <Text as="li" key={f.field} textStyle="sm">
                <Text as="span" fontWeight="medium">{`${FIELD_LABELS[f.field]}: `}</Text>
                {`${valueText(f.before)} → ${valueText(f.after)}`}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Box id={detailsId} hidden={!open}>
          {open ? <EntryDetails entryId={entry.entryId} /> : null}
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * One list update: its counts, then its entries (added, removed, changed, with the changed
 * fields before → after) filtered by kind and paged.
 */
export function UpdateEntries({ id }: { id: string }) {
  const [kind, setKind] = useState<ListChangeKind | undefined>(undefined);
  const { query, paging } = useListUpdate(id, kind);
  let body;
  if (query.isPending) body = <LoadingSpinner label="Loading changes" />;
  else if (query.isError) {
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <EmptyState text="This list update does not exist." />
      ) : (
        <RetryAlert
          message="The changes could not be loaded."
          onRetry={() => void query.refetch()}
        />
      );
  } else if (query.data.entries.length === 0) {
    body = (
      <EmptyState
        text={kind ? `No ${kind} entries in this update.` : 'No changes in this update.'}
      />
    );
  } else {
    body = (
      <Stack gap="3">
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Changed entries">
          {query.data.entries.map((e) => (
            <EntryItem key={e.entryId} entry={e} />
          ))}
        </Stack>
        <Pager
          label="Pages of changed entries"
          page={paging.page}
          hasNext={query.data.nextCursor !== null}
          onPrevious={paging.previous}
          onNext={() => query.data.nextCursor && paging.next(query.data.nextCursor)}
        />
      </Stack>
    );
  }
  const u = query.data;
  return (
    <SectionCard title="Changes">
      <Stack gap="4">
        {u ? (
          <Text textStyle="sm" color="fg.muted">
            {`${SOURCE_NAMES[u.source] ?? u.source} · ${formatDateTime(u.importedAt)} · ${versionsText(u)} · ${countsText(u)}`}
          </Text>
        ) : null}
        <FilterButtons
          label="Kind of change"
          options={[
            { value: undefined, label: 'All' },
            { value: 'added', label: 'Added' },
            { value: 'removed', label: 'Removed' },
            { value: 'changed', label: 'Changed' },
          ]}
          value={kind}
          onChange={(k) => {
            paging.reset();
            setKind(k);
          }}
        />
        {body}
      </Stack>
    </SectionCard>
  );
}
