import { useState } from 'react';
import { Stack } from '@pulse/ui';
import { useRequestActions } from '../hooks/use-privacy-requests';
import { toRequestBody } from '../utils/subject';
import { RequestPanel } from './request-panel';
import { RequestSearchForm } from './request-search-form';

/** Erasure and access requests: the search, then the request just previewed. */
export function PrivacyRequests() {
  const { preview } = useRequestActions();
  const [current, setCurrent] = useState<string | null>(null);
  return (
    <Stack gap="5">
      <RequestSearchForm
        onPreview={async (values) => {
          const created = await preview(toRequestBody(values));
          setCurrent(created.id);
          return created;
        }}
      />
      {current ? <RequestPanel key={current} id={current} /> : null}
    </Stack>
  );
}
