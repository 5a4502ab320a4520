import { List, SectionCard, Stack, StatusBadge, Text, formatDateTime } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import type { ServiceResult } from '../utils/extract-result';

export interface DecisionCardProps {
  result: ServiceResult | null;
  status: string | null;
  requestDateTime: string | null | undefined;
}

/**
 * Decision (spec §2): the message, a status badge, Local and GMT timestamps (DD/MM/YYYY, HH:mm:ss).
 * Beyond the spec (docs/architecture.md §6): why it decided (the rules that fired) and where each fact came from
 * (the data sets used, with version and licence).
 */
export function DecisionCard({ result, status, requestDateTime }: DecisionCardProps) {
  const reasons = result?.reasons ?? [];
  const sources = result?.sources ?? [];
  return (
    <SectionCard title="Decision" className="pulse-avoid-break">
      <Stack gap="5">
        <KeyValueList
          rows={[
            { label: 'Message', value: result?.message },
            { label: 'Status', value: <StatusBadge status={status} /> },
            { label: 'Local Timestamp', value: formatDateTime(requestDateTime) },
            { label: 'GMT Timestamp', value: formatDateTime(requestDateTime, { zone: 'utc' }) },
          ]}
        />
        {reasons.length > 0 ? (
          <section aria-labelledby="decision-reasons">
            <Text as="h3" id="decision-reasons" fontWeight="semibold" mb="2">
              Why this decision
            </Text>
            <List.Root ps="5" gap="1">
              {reasons.map((r, i) => (
                <List.Item key={i}>{r}</List.Item>
              ))}
            </List.Root>
          </section>
        ) : null}
        {sources.length > 0 ? (
          <section aria-labelledby="decision-sources">
            <Text as="h3" id="decision-sources" fontWeight="semibold" mb="2">
              Data sources
            </Text>
            <List.Root ps="5" gap="1">
              {sources.map((s, i) => (
                <List.Item key={i}>
                  <Text as="span" fontWeight="medium">
                    {s.name}
                  </Text>
                  {s.version ? ` (${s.version})` : ''}
                  {s.date ? `, data of ${s.date}` : ''}
                  {s.licence ? (
                    <Text as="span" color="fg.muted">
                      {' '}
                      — {s.licence}
                    </Text>
                  ) : null}
                </List.Item>
              ))}
            </List.Root>
          </section>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
