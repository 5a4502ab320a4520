import { SimpleGrid, Card } from '@pulse/ui';
import { Stat } from '@pulse/ui/data';
import { formatCount, formatUsd } from '@pulse/ui';
import type { BillingData } from '@pulse/api-client';

const NA = 'N/A';

/** Spec §2 summary cards: Total Calls and Total Cost of the chosen month (N/A when no data). */
export function BillingSummaryCards({ billingData }: { billingData: BillingData | null }) {
  const cards = [
    { label: 'Total Calls', value: billingData ? formatCount(billingData.totalRequests) : NA },
    { label: 'Total Cost', value: billingData ? formatUsd(billingData.totalCost) : NA },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {cards.map((card) => (
        <Card.Root key={card.label} variant="outline" bg="bg.panel">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{card.label}</Stat.Label>
              <Stat.ValueText
                fontVariantNumeric="tabular-nums"
                aria-label={`${card.label}: ${card.value}`}
              >
                {card.value}
              </Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
