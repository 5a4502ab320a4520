/**
 * What a backtest found: the live and draft outcome counts (chart and table), how many decisions
 * change with a sample of changed reports linked to their detail, and each rule's hits.
 */
import { Link as RouterLink } from '@pulse/router';
import {
  Box,
  HStack,
  Link,
  SectionCard,
  SimpleGrid,
  Stack,
  StatusBadge,
  Text,
  formatCount,
  formatDateTime,
} from '@pulse/ui';
import { ScrollRegion, SimpleTable } from '@pulse/ui/data';
import { OUTCOMES, outcomeLabel } from '../../../lib/outcomes';
import type { BacktestResult } from '@pulse/api-client';
import { LazyOutcomesChart } from './lazy-outcomes-chart';
import { SERIES_COLORS } from './chart-colors';

/** Props of BacktestResults. */
export interface BacktestResultsProps {
  result: BacktestResult;
  /** What the draft is compared with: "Live", or "Test version" for a test-mode backtest. */
  baseline: string;
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <HStack gap="1.5">
      <Box w="3" h="3" borderRadius="sm" style={{ background: color }} aria-hidden="true" />
      <Text textStyle="sm">{label}</Text>
    </HStack>
  );
}

/** The results of one backtest. */
export function BacktestResults({ result, baseline }: BacktestResultsProps) {
  return (
    <Stack gap="4">
      <Text role="status">
        {formatCount(result.total)} reports checked · {formatCount(result.changed)}{' '}
        {result.changed === 1 ? 'decision changes' : 'decisions change'} · {result.elapsedMs} ms
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SectionCard title={`Outcomes: ${baseline.toLowerCase()} against draft`}>
          <Stack gap="3">
            <HStack gap="4">
              <Swatch color={SERIES_COLORS.live} label={baseline} />
              <Swatch color={SERIES_COLORS.draft} label="Draft" />
            </HStack>
            <LazyOutcomesChart live={result.live} draft={result.draft} height={220} />
            <SimpleTable aria-label="Outcome counts">
              <thead>
                <tr>
                  <th>Outcome</th>
                  <th data-numeric>{baseline}</th>
                  <th data-numeric>Draft</th>
                </tr>
              </thead>
              <tbody>
                {OUTCOMES.map((outcome) => (
                  <tr key={outcome}>
                    <td>{outcomeLabel(outcome)}</td>
                    <td data-numeric>{formatCount(result.live[outcome])}</td>
                    <td data-numeric>{formatCount(result.draft[outcome])}</td>
                  </tr>
                ))}
              </tbody>
            </SimpleTable>
          </Stack>
        </SectionCard>
        <SectionCard title="Hits per rule">
          {result.hits.length === 0 ? (
            <Text color="fg.muted">The draft has no rules.</Text>
          ) : (
            <SimpleTable aria-label="Hits per rule">
              <thead>
                <tr>
                  <th>Rule</th>
                  <th data-numeric>Hits</th>
                </tr>
              </thead>
              <tbody>
                {result.hits.map((hit) => (
                  <tr key={hit.ruleId}>
                    <td>{hit.name}</td>
                    <td data-numeric>{formatCount(hit.count)}</td>
                  </tr>
                ))}
              </tbody>
            </SimpleTable>
          )}
        </SectionCard>
      </SimpleGrid>
      <SectionCard title="Changed decisions">
        {result.sample.length === 0 ? (
          <Text color="fg.muted">No decision changes in this period.</Text>
        ) : (
          <ScrollRegion label="Changed decisions">
            <SimpleTable aria-label="Changed decisions" minW="xl">
              <thead>
                <tr>
                  <th>Report</th>
                  <th>Service</th>
                  <th>Date</th>
                  <th>{baseline}</th>
                  <th>Draft</th>
                </tr>
              </thead>
              <tbody>
                {result.sample.map((row) => (
                  <tr key={row.referenceId}>
                    <td data-nowrap>
                      <Link asChild colorPalette="brand">
                        <RouterLink to={`/reports/${encodeURIComponent(row.referenceId)}`}>
                          {row.referenceId}
                        </RouterLink>
                      </Link>
                    </td>
                    <td>{row.service}</td>
                    <td data-nowrap>{formatDateTime(row.requestDateTime)}</td>
                    <td>
                      <StatusBadge status={row.before} />
                    </td>
                    <td>
                      <StatusBadge status={row.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </SimpleTable>
          </ScrollRegion>
        )}
        {result.changed > result.sample.length ? (
          <Text mt="2" textStyle="sm" color="fg.muted">
            A sample of {result.sample.length} of the {formatCount(result.changed)} changed
            decisions.
          </Text>
        ) : null}
      </SectionCard>
    </Stack>
  );
}
