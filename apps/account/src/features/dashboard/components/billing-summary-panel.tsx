import { Badge, EmptyState, HStack, List, SectionCard, Stack, Text } from '@pulse/ui';
import type { BillingSummary } from '../api/types';
import { billingRows } from '../utils/billing';

export interface BillingSummaryPanelProps {
  summary: BillingSummary;
}

/**
 * Spec §2 "Monthly Billing Summary": the current month's entry first, then the historical months,
 * each with its amount (USD, 2 decimals, from integer cents) and billing date (DD/MM/YYYY).
 */
export function BillingSummaryPanel({ summary }: BillingSummaryPanelProps) {
  const rows = billingRows(summary);
  return (
    <SectionCard title="Monthly Billing Summary">
      {rows.length === 0 ? (
        <EmptyState py="6" />
      ) : (
        <List.Root
          as="ol"
          listStyle="none"
          gap="0"
          aria-label="Monthly Billing Summary"
          data-testid="billing-summary-list"
        >
          {rows.map((row) => (
            <List.Item
              key={row.key}
              py="3"
              px={row.isCurrent ? '3' : '0'}
              borderRadius={row.isCurrent ? 'l2' : undefined}
              bg={row.isCurrent ? 'brand.subtle' : undefined}
              borderBottomWidth={row.isCurrent ? '0' : '1px'}
              _last={{ borderBottomWidth: '0' }}
              mb={row.isCurrent ? '2' : '0'}
              data-testid="billing-entry"
              data-current={row.isCurrent || undefined}
            >
              <HStack justify="space-between" align="center" w="full" gap="4">
                <Stack gap="0.5">
                  <HStack gap="2">
                    <Text fontWeight="medium" data-testid="billing-month">
                      {row.monthText}
                    </Text>
                    {row.isCurrent ? (
                      <Badge size="sm" colorPalette="brand" variant="solid">
                        Current
                      </Badge>
                    ) : null}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    Billing date: <span data-testid="billing-date">{row.dateText}</span>
                  </Text>
                </Stack>
                <Text
                  fontSize={row.isCurrent ? 'xl' : 'md'}
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                  data-testid="billing-amount"
                >
                  {row.amountText}
                </Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}
