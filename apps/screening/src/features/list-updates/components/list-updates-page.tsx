import { useState } from 'react';
import { Navigate, useLocation } from '@pulse/router';
import { PageHeader, Stack, Text } from '@pulse/ui';
import { UpdateEntries } from './update-entries';
import { UpdateList } from './update-list';

/**
 * List updates (`/list-updates`): the imports of the sanctions lists with what each added, removed
 * and changed; opening one shows its entries. The page's old address, `/list-changes`, moves on to
 * this one with its query kept, so a saved link still opens it.
 */
export function ListUpdatesPage() {
  const [openId, setOpenId] = useState<string | null>(null);
  const { pathname, search } = useLocation();
  if (pathname.endsWith('/list-changes'))
    return <Navigate to={{ pathname: '/list-updates', search }} replace />;
  return (
    <Stack gap="6">
      <PageHeader title="List updates" mb="0" />
      <Text color="fg.muted" mt="-4">
        What each import of the sanctions lists added, removed and changed.
      </Text>
      <UpdateList openId={openId} onOpen={(id) => setOpenId((cur) => (cur === id ? null : id))} />
      {openId ? <UpdateEntries key={openId} id={openId} /> : null}
    </Stack>
  );
}
