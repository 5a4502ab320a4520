import { Badge, EmptyState, SectionCard, formatCount, usePhoneLayout } from '@pulse/ui';
import { RecordCards, ScrollRegion, SimpleTable } from '@pulse/ui/data';
import type { ServiceSummary } from '../api/types';
import { FREE_USAGE_BAR_STYLES, FreeUsageBar } from './free-usage-bar';

export interface AccountSummaryPanelProps {
  services: ServiceSummary[];
}

const COLUMNS = ['SERVICE', 'STATUS', 'FREE', 'PAID'] as const;

/**
 * The column headers in small spaced muted capitals, like every record list's, and the service
 * name above its bar.
 */
const TABLE_STYLES = {
  '& th': { fontSize: 'xs', letterSpacing: 'wider', color: 'fg.muted' },
  '& td > [data-service]': { fontWeight: 'medium' },
};

/**
 * Spec §2 "Account Summary": SERVICE, STATUS, FREE and PAID, one row per service (counts default to 0),
 * plus a bar of the free allowance used this month. Plain cells styled from the table (@pulse/ui
 * SimpleTable): the dashboard renders them when its data arrives.
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
      <SectionCard title="Account Summary" css={FREE_USAGE_BAR_STYLES}>
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
    <SectionCard title="Account Summary" css={FREE_USAGE_BAR_STYLES}>
      <ScrollRegion label="Account Summary">
        <SimpleTable size="sm" aria-label="Account Summary" css={TABLE_STYLES}>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} data-numeric={c === 'FREE' || c === 'PAID' || undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {services.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length}>
                  <EmptyState py="6" />
                </td>
              </tr>
            ) : (
              services.map((s) => (
                <tr key={s.service || s.name}>
                  <td>
                    <p data-service="">{s.name}</p>
                    <FreeUsageBar
                      serviceName={s.name}
                      freeUsed={s.freeUsed}
                      freeLimit={s.freeLimit}
                    />
                  </td>
                  <td>{status(s)}</td>
                  <td data-numeric>{formatCount(s.free)}</td>
                  <td data-numeric>{formatCount(s.paid)}</td>
                </tr>
              ))
            )}
          </tbody>
        </SimpleTable>
      </ScrollRegion>
    </SectionCard>
  );
}
