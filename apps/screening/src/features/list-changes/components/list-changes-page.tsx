import { useState } from 'react';
import { PageHeader, Stack, Text } from '@pulse/ui';
import { UpdateEntries } from './update-entries';
import { UpdateList } from './update-list';

/**
 * List changes (`/list-changes`): the imports of the
 * sanctions lists with what each added, removed and changed; opening one shows its entries.
 */
export function ListChangesPage() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Stack gap="6">
      <PageHeader title="List changes" mb="0" />
      <Text color="fg.muted" mt="-4">
        What each import of the sanctions lists added, removed and changed.
      </Text>
      <UpdateList openId={openId} onOpen={(id) => setOpenId((cur) => (cur === id ? null : id))} />
      {openId ? <UpdateEntries key={openId} id={openId} /> : null}
    </Stack>
  );
}
