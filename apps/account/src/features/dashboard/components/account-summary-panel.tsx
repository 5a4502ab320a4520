import { Badge, EmptyState, SectionCard, Text, formatCount, usePhoneLayout } from '@pulse/ui';
import { RecordCards, Table } from '@pulse/ui/data';
import type { ServiceSummary } from '../api/types';
import { FreeUsageBar } from './free-usage-bar';

export interface AccountSummaryPanelProps {
  services: ServiceSummary[];
}

const COLUMNS = ['SERVICE', 'STATUS', 'FREE', 'PAID'] as const;

/**
 * Spec §2 "Account Summary": SERVICE, STATUS, FREE and PAID, one row per service (counts default to 0),
 * plus a bar of the free allowance used this month.
 */
export function AccountSummaryPanel({ services }: AccountSummaryPanelProps) {
  const phone = usePhoneLayout();
  const status = (s: ServiceSummary) => (
    <Badge colorPalette={s.status.toLowerCase() === 'active' ? 'green' : 'gray'} variant="subtle">
      {s.status || 'N/A'}
    </Badge>
  );
  if (phone) {
    // Phones: one card per service, so PAID is never cut off (the four columns do not fit).
    return (
      <SectionCard title="Account Summary">
        <RecordCards
          label="Account Summary"
          empty={<EmptyState py="6" />}
          records={services.map((s) => ({
            key: s.service || s.name,
            title: (
              <>
                {s.name}
                <FreeUsageBar serviceName={s.name} freeUsed={s.freeUsed} freeLimit={s.freeLimit} />
              </>
            ),
            fields: [
              { label: 'STATUS', value: status(s) },
              { label: 'FREE', value: formatCount(s.free) },
              { label: 'PAID', value: formatCount(s.paid) },
            ],
          }))}
        />
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Account Summary">
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Account Summary">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((c) => (
                <Table.ColumnHeader
                  key={c}
                  textAlign={c === 'FREE' || c === 'PAID' ? 'end' : 'start'}
                  fontSize="xs"
                  letterSpacing="wider"
                  color="fg.muted"
                >
                  {c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {services.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={COLUMNS.length}>
                  <EmptyState py="6" />
                </Table.Cell>
              </Table.Row>
            ) : (
              services.map((s) => (
                <Table.Row key={s.service || s.name}>
                  <Table.Cell>
                    <Text fontWeight="medium">{s.name}</Text>
                    <FreeUsageBar
                      serviceName={s.name}
                      freeUsed={s.freeUsed}
                      freeLimit={s.freeLimit}
                    />
                  </Table.Cell>
                  <Table.Cell>{status(s)}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatCount(s.free)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatCount(s.paid)}
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </SectionCard>
  );
}
