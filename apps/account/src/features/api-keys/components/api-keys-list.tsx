import type { ApiKey } from '@pulse/api-client';
import { EmptyState } from '@pulse/ui';
import { RecordTable } from '@pulse/ui/data';
import { useNow } from '../hooks/use-now';
import { KeyActions, keyColumns } from './key-cells';

/** Shown when the client has no named key yet. */
export const NO_KEYS_TEXT = 'No API keys yet. Create one for each server or environment.';

export interface ApiKeysListProps {
  keys: ApiKey[];
  onRoll: (k: ApiKey) => void;
  onRevoke: (k: ApiKey) => void;
}

/**
 * The keys as a table (cards on a phone): name, mode, prefix, created, last used, expiry,
 * allow-list, status with the grace countdown (ticking while a key is rolling), and actions.
 */
export function ApiKeysList({ keys, onRoll, onRevoke }: ApiKeysListProps) {
  const now = useNow(keys.some((k) => k.status === 'grace'));
  return (
    <RecordTable
      label="API keys"
      empty={<EmptyState text={NO_KEYS_TEXT} />}
      columns={[{ header: 'NAME', cell: (k) => k.name }, ...keyColumns(now)]}
      rows={keys}
      rowKey={(k) => k.id}
      rowTestId={(k) => `api-key-${k.id}`}
      actions={(k) => <KeyActions apiKey={k} now={now} onRoll={onRoll} onRevoke={onRevoke} />}
    />
  );
}
