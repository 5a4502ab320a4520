import {
  Box,
  Button,
  HStack,
  LoadingSpinner,
  RetryAlert,
  SectionCard,
  Stack,
  Text,
} from '@pulse/ui';
import { useWatchlistEntries } from '../hooks/use-watchlists';

/** One list's entries by reference, a page at a time. */
export function WatchlistEntries({ id }: { id: string }) {
  const { query, paging } = useWatchlistEntries(id);
  if (query.isPending) return <LoadingSpinner label="Loading entries" />;
  if (query.isError)
    return (
      <RetryAlert message="The entries could not be loaded." onRetry={() => void query.refetch()} />
    );
  const { name, entries } = query.data;
  return (
    <SectionCard title={`Entries of ${name}`}>
      <Stack gap="3">
        <Box as="ul" listStyleType="none" display="grid" gap="2">
          {entries.items.map((e) => (
            <Box as="li" key={e.reference} borderWidth="1px" borderRadius="l2" p="3">
              <Text fontWeight="semibold">{`${e.name} (${e.reference})`}</Text>
              <Text textStyle="sm" color="fg.muted">
                {[
                  e.aliases.length ? `Aliases: ${e.aliases.join(', ')}` : null,
                  e.dateOfBirth ? `Born ${e.dateOfBirth}` : null,
                  e.country ? `Country ${e.country}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || 'No other details'}
              </Text>
            </Box>
          ))}
        </Box>
        {paging.page === 1 && !entries.nextCursor ? null : (
          <HStack as="nav" aria-label="Entry pages" gap="3">
            <Button
              size="sm"
              variant="outline"
              disabled={paging.page === 1}
              onClick={paging.previous}
            >
              Previous
            </Button>
            <Text textStyle="sm" color="fg.muted">{`Page ${paging.page}`}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={!entries.nextCursor}
              onClick={() => entries.nextCursor && paging.next(entries.nextCursor)}
            >
              Next
            </Button>
          </HStack>
        )}
      </Stack>
    </SectionCard>
  );
}
