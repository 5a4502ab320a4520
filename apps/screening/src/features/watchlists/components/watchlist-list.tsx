import { useRef, useState } from 'react';
import { errorText, type Watchlist } from '@pulse/api-client';
import {
  Alert,
  Box,
  Button,
  EmptyState,
  Flex,
  LoadingSpinner,
  RetryAlert,
  SectionCard,
  Stack,
  Text,
  formatDateTime,
} from '@pulse/ui';
import { useWatchlistChanges, useWatchlists } from '../hooks/use-watchlists';

function WatchlistItem({
  list,
  canManage,
  open,
  onOpen,
}: {
  list: Watchlist;
  canManage: boolean;
  open: boolean;
  onOpen: (id: string) => void;
}) {
  const { replace, remove } = useWatchlistChanges();
  const [confirming, setConfirming] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const error = replace.error ?? remove.error;
  const by = list.uploadedByName ?? 'an API key';
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" bg={open ? 'bg.muted' : 'bg.panel'}>
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold">{list.name}</Text>
          <Text textStyle="sm" color="fg.muted">
            {`${list.entryCount.toLocaleString('en-US')} ${list.entryCount === 1 ? 'entry' : 'entries'} · version ${list.version} · uploaded by ${by} on ${formatDateTime(list.uploadedAt)}`}
          </Text>
        </Stack>
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant={open ? 'solid' : 'outline'}
            aria-pressed={open}
            onClick={() => onOpen(list.id)}
          >
            Show entries
          </Button>
          {canManage ? (
            <>
              <input
                ref={fileRef}
                type="file"
                accept=".csv,text/csv"
                hidden
                aria-label={`New file for ${list.name}`}
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  if (file) replace.mutate({ id: list.id, file });
                  e.currentTarget.value = '';
                }}
              />
              <Button
                size="sm"
                variant="outline"
                loading={replace.isPending}
                onClick={() => fileRef.current?.click()}
              >
                Replace
              </Button>
              {confirming ? (
                <>
                  <Button
                    size="sm"
                    colorPalette="red"
                    loading={remove.isPending}
                    onClick={() => remove.mutate(list.id)}
                  >
                    {`Delete ${list.name}`}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                    Keep it
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                  Delete
                </Button>
              )}
            </>
          ) : null}
        </Flex>
      </Flex>
      {error ? (
        <Alert.Root status="error" role="alert" mt="3">
          <Alert.Indicator />
          <Alert.Description>
            {errorText(error, 'The watchlist could not be changed.')}
          </Alert.Description>
        </Alert.Root>
      ) : null}
    </Box>
  );
}

/** The team's watchlists with their counts and versions; managers replace and delete them. */
export function WatchlistList({
  canManage,
  openId,
  onOpen,
}: {
  canManage: boolean;
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const query = useWatchlists();
  let body;
  if (query.isPending) body = <LoadingSpinner label="Loading watchlists" />;
  else if (query.isError)
    body = (
      <RetryAlert message="Watchlists could not be loaded." onRetry={() => void query.refetch()} />
    );
  else if (query.data.items.length === 0)
    body = (
      <EmptyState text="No watchlists yet. Uploaded lists are screened with every AML check." />
    );
  else
    body = (
      <Box as="ul" listStyleType="none" display="grid" gap="3">
        {query.data.items.map((list) => (
          <WatchlistItem
            key={list.id}
            list={list}
            canManage={canManage}
            open={openId === list.id}
            onOpen={onOpen}
          />
        ))}
      </Box>
    );
  return <SectionCard title="Your watchlists">{body}</SectionCard>;
}
