import { useState } from 'react';
import type { ListSource, ListUpdate } from '@pulse/api-client';
import {
  Box,
  Button,
  EmptyState,
  Flex,
  LoadingSpinner,
  RetryAlert,
  SectionCard,
  Stack,
  Text,
  Wrap,
  formatDateTime,
} from '@pulse/ui';
import { Pager } from '../../../components/pager';
import { useImportedSources } from '../../../lib/use-imported-sources';
import { useListUpdates } from '../hooks/use-list-updates';
import { SOURCE_NAMES, countsText, versionsText } from './format';

/** A row of toggle buttons, one pressed: keyboard reachable as plain buttons. */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: T | undefined; label: string }>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Wrap role="group" aria-label={label} gap="2">
      {options.map((o) => (
        <Button
          key={o.label}
          size="sm"
          variant={o.value === value ? 'solid' : 'outline'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </Wrap>
  );
}

export { Pager };

function UpdateItem({
  update,
  open,
  onOpen,
}: {
  update: ListUpdate;
  open: boolean;
  onOpen: (id: string) => void;
}) {
  const title = `${SOURCE_NAMES[update.source] ?? update.source} · ${formatDateTime(update.importedAt)}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" bg={open ? 'bg.muted' : 'bg.panel'}>
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold">{title}</Text>
          <Text textStyle="sm" color="fg.muted">
            {`${versionsText(update)} · ${countsText(update)}`}
          </Text>
        </Stack>
        {update.baseline ? null : (
          <Button
            size="sm"
            variant={open ? 'solid' : 'outline'}
            aria-pressed={open}
            aria-label={`Show the changes of ${title}`}
            onClick={() => onOpen(update.id)}
          >
            Show changes
          </Button>
        )}
      </Flex>
    </Box>
  );
}

/**
 * The imports of the sanctions lists, newest first, filtered by list: each with its date,
 * versions and counts, and a button that opens its changes (a first import has none).
 */
export function UpdateList({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (id: string | null) => void;
}) {
  const [source, setSource] = useSourceFilter(onOpen);
  const { query, paging } = useListUpdates(source);
  const sources = useImportedSources(source);
  let body;
  if (query.isPending) body = <LoadingSpinner label="Loading list updates" />;
  else if (query.isError) {
    body = (
      <RetryAlert
        message="List updates could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.items.length === 0) {
    body = <EmptyState text="No list updates yet. They appear after each import of a list." />;
  } else {
    body = (
      <Stack gap="3">
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Imports">
          {query.data.items.map((u) => (
            <UpdateItem key={u.id} update={u} open={u.id === openId} onOpen={onOpen} />
          ))}
        </Stack>
        <Pager
          label="Pages of list updates"
          page={paging.page}
          hasNext={query.data.nextCursor !== null}
          onPrevious={paging.previous}
          onNext={() => query.data.nextCursor && paging.next(query.data.nextCursor)}
        />
      </Stack>
    );
  }
  return (
    <SectionCard title="Imports">
      <Stack gap="4">
        <FilterButtons
          label="List"
          options={[
            { value: undefined, label: 'All lists' },
            ...sources.map((s) => ({ value: s, label: SOURCE_NAMES[s] })),
          ]}
          value={source}
          onChange={(s) => {
            paging.reset();
            setSource(s);
          }}
        />
        {body}
      </Stack>
    </SectionCard>
  );
}

/** The list filter; changing it closes the open update. */
function useSourceFilter(onOpen: (id: string | null) => void) {
  const [source, setSourceState] = useState<ListSource | undefined>(undefined);
  const setSource = (s: ListSource | undefined) => {
    setSourceState(s);
    onOpen(null);
  };
  return [source, setSource] as const;
}
