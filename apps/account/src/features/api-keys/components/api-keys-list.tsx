import type { ApiKey } from '@pulse/api-client';
import { EmptyState, VisuallyHidden, usePhoneLayout } from '@pulse/ui';
import { RecordCards, Table } from '@pulse/ui/data';
import { useNow } from '../hooks/use-now';
import { KEY_COLUMNS, KeyActions, keyCells } from './key-cells';

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
  const phone = usePhoneLayout();
  const now = useNow(keys.some((k) => k.status === 'grace'));
  if (keys.length === 0) return <EmptyState text={NO_KEYS_TEXT} />;
  if (phone)
    return (
      <RecordCards
        label="API keys"
        records={keys.map((k) => {
          const cells = keyCells(k, now);
          return {
            key: k.id,
            title: k.name,
            fields: KEY_COLUMNS.map((label, i) => ({ label, value: cells[i] })),
            actions: <KeyActions apiKey={k} now={now} onRoll={onRoll} onRevoke={onRevoke} />,
          };
        })}
      />
    );
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="API keys">
        <Table.Header>
          <Table.Row>
            {['NAME', ...KEY_COLUMNS].map((c) => (
              <Table.ColumnHeader key={c} fontSize="xs" letterSpacing="wider" color="fg.muted">
                {c}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.map((k) => (
            <Table.Row key={k.id} data-testid={`api-key-${k.id}`}>
              <Table.Cell fontWeight="medium">{k.name}</Table.Cell>
              {keyCells(k, now).map((cell, i) => (
                <Table.Cell key={KEY_COLUMNS[i]}>{cell}</Table.Cell>
              ))}
              <Table.Cell>
                <KeyActions apiKey={k} now={now} onRoll={onRoll} onRevoke={onRevoke} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
