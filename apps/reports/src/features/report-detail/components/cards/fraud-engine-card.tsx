import { Box, HStack, SectionCard, SimpleGrid, Stack, StatusBadge, Text } from '@pulse/ui';
import { Stat } from '@pulse/ui/data';
import { fraudEngineParts } from '../../utils/extract-result';
import type { ServiceResult } from '../../utils/extract-result';
import { NoRecords } from '../no-records';
import { AddressCard } from './address-card';
import { AmlResultsCard } from './aml-results-card';
import { BinCard } from './bin-card';
import { EmailCard } from './email-card';
import { IpCard } from './ip-card';
import { PhoneCard } from './phone-card';

/** Risk score 0–100 as text, N/A when the engine sent none. */
export function riskScoreText(score: number | null): string {
  return score === null ? 'N/A' : `${Math.round(score)} / 100`;
}

/**
 * Fraud-engine report (spec §2): its risk score and overall decision, then the sub-results stacked —
 * individual AML, business AML, email and IP, phone and BIN, address.
 */
export function FraudEngineCard({ result }: { result: ServiceResult | null }) {
  if (!result?.response) {
    return (
      <SectionCard title="Fraud Engine" data-testid="service-card">
        <NoRecords />
      </SectionCard>
    );
  }
  const parts = fraudEngineParts(result.response);
  return (
    <Stack gap="6">
      <SectionCard
        title="Fraud Engine"
        actions={result.status ? <StatusBadge status={result.status} /> : null}
        data-testid="service-card"
      >
        <HStack gap="8" wrap="wrap" align="flex-start">
          <Stat.Root maxW="48">
            <Stat.Label>Risk Score</Stat.Label>
            <Stat.ValueText data-testid="risk-score">
              {riskScoreText(parts.riskScore)}
            </Stat.ValueText>
          </Stat.Root>
          {result.message ? (
            <Box flex="1" minW="60">
              <Text color="fg.muted">{result.message}</Text>
            </Box>
          ) : null}
        </HStack>
      </SectionCard>
      <AmlResultsCard kind="individual" result={parts.individualAMLPulse} />
      <AmlResultsCard kind="business" result={parts.businessAMLPulse} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <EmailCard result={parts.emailPulse} />
        <IpCard result={parts.ipPulse} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <PhoneCard result={parts.phonePulse} />
        <BinCard result={parts.binPulse} />
      </SimpleGrid>
      <AddressCard result={parts.addressPulse} />
    </Stack>
  );
}
