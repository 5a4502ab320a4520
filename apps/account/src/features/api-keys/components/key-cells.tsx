import type { ApiKey } from '@pulse/api-client';
import { Badge, Button, Code, HStack, Text, formatDateTime } from '@pulse/ui';
import type { RecordTableColumn } from '@pulse/ui/data';
import { STATUS_LABEL, STATUS_PALETTE, formatCountdown, liveStatus } from '../utils/format';

export function ModeBadge({ mode }: { mode: ApiKey['mode'] }) {
  return (
    <Badge colorPalette={mode === 'test' ? 'orange' : 'blue'} variant="subtle">
      {mode === 'test' ? 'Test' : 'Live'}
    </Badge>
  );
}

/** Status badge, with the countdown of a rolled key's grace period. */
export function StatusCell({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  const status = liveStatus(apiKey, now);
  const left =
    status === 'grace' && apiKey.graceEndsAt ? Date.parse(apiKey.graceEndsAt) - now : null;
  return (
    <HStack gap="2" wrap="wrap" justify="inherit">
      <Badge colorPalette={STATUS_PALETTE[status]}>{STATUS_LABEL[status]}</Badge>
      {left !== null ? (
        <Text as="span" fontSize="xs" color="fg.muted" data-testid="grace-countdown">
          {`Old key works for ${formatCountdown(left)}`}
        </Text>
      ) : null}
    </HStack>
  );
}

/**
 * The columns after the name that every layout (table, phone cards) shows for a key, in order; `now`
 * drives the status and its grace countdown.
 */
export function keyColumns(now: number): RecordTableColumn<ApiKey>[] {
  return [
    { header: 'MODE', cell: (k) => <ModeBadge mode={k.mode} /> },
    { header: 'KEY', cell: (k) => <Code fontSize="xs">{`${k.prefix}…`}</Code> },
    { header: 'CREATED', cell: (k) => formatDateTime(k.createdAt) },
    { header: 'LAST USED', cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never') },
    { header: 'EXPIRES', cell: (k) => (k.expiresAt ? formatDateTime(k.expiresAt) : 'Never') },
    {
      header: 'IP ALLOW-LIST',
      cell: (k) => (k.allowedCidrs.length ? k.allowedCidrs.join(', ') : 'Any address'),
    },
    { header: 'STATUS', cell: (k) => <StatusCell apiKey={k} now={now} /> },
  ];
}

export interface KeyActionsProps {
  apiKey: ApiKey;
  now: number;
  onRoll: (k: ApiKey) => void;
  onRevoke: (k: ApiKey) => void;
}

/** Roll (an active key) and Revoke (an active or rolling key), named after the key for screen readers. */
export function KeyActions({ apiKey, now, onRoll, onRevoke }: KeyActionsProps) {
  const status = liveStatus(apiKey, now);
  if (status !== 'active' && status !== 'grace') return null;
  return (
    <HStack gap="2" justify="flex-end">
      {status === 'active' ? (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Roll ${apiKey.name}`}
          onClick={() => onRoll(apiKey)}
        >
          Roll
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Revoke ${apiKey.name}`}
        onClick={() => onRevoke(apiKey)}
      >
        Revoke
      </Button>
    </HStack>
  );
}
