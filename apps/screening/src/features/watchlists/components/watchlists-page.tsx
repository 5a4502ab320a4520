import { useState } from 'react';
import { useSession } from '@pulse/auth';
import { PageHeader, Stack, Text } from '@pulse/ui';
import { mayRunBatches } from '../../../lib/batches';
import { WatchlistEntries } from './watchlist-entries';
import { WatchlistList } from './watchlist-list';
import { WatchlistUpload } from './watchlist-upload';

/**
 * Watchlists (`/watchlists`): the team's own lists, screened
 * with every AML check. Owners, admins and developers upload, replace and delete; analysts and
 * viewers read.
 */
export function WatchlistsPage() {
  const { user } = useSession();
  // The roles that run batches are those that manage watchlists (docs/adr/0048-custom-watchlists.md).
  const canManage = mayRunBatches(user?.role);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Stack gap="6">
      <PageHeader title="Watchlists" mb="0" />
      <Text color="fg.muted" mt="-4">
        Your own lists of people and businesses, matched by every AML check of your team.
      </Text>
      {canManage ? <WatchlistUpload /> : null}
      <WatchlistList
        canManage={canManage}
        openId={openId}
        onOpen={(id) => setOpenId((cur) => (cur === id ? null : id))}
      />
      {openId ? <WatchlistEntries key={openId} id={openId} /> : null}
    </Stack>
  );
}
