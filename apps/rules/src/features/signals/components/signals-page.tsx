/**
 * Signals (`/rules/signals`): every signal a rule may read, per service, with its CEL name, type and
 * meaning, searchable. Every role reads it.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Code,
  EmptyState,
  Input,
  LoadingSpinner,
  RetryAlert,
  SectionCard,
  Stack,
} from '@pulse/ui';
import { ScrollRegion, SimpleTable } from '@pulse/ui/data';
import { RulesFrame } from '../../../components/rules-frame';
import { errorText } from '@pulse/api-client';
import { ruleQueries } from '@pulse/api-client';
import { filterSignals } from '../utils/filter-signals';

/** The signal reference page. */
export function SignalsPage() {
  const signals = useQuery(ruleQueries.signals());
  const [search, setSearch] = useState('');
  const services = filterSignals(signals.data?.services ?? [], search);
  return (
    <RulesFrame
      title="Signals"
      intro="What a rule can read about a lookup: each signal's name in an expression, its type and its meaning."
    >
      <Input
        aria-label="Search signals"
        placeholder="Search by name, type or meaning"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        maxW={{ base: 'full', md: 'md' }}
      />
      {signals.isPending ? (
        <LoadingSpinner />
      ) : signals.isError ? (
        <RetryAlert
          message={errorText(signals.error, 'The signals could not be loaded.')}
          onRetry={() => void signals.refetch()}
        />
      ) : services.length === 0 ? (
        <EmptyState text={search ? `No signal matches “${search}”.` : 'No signals.'} />
      ) : (
        <Stack gap="4">
          {services.map((service) => (
            <SectionCard key={service.service} title={service.label}>
              <ScrollRegion label={`Signals of ${service.label}`}>
                <SimpleTable aria-label={`Signals of ${service.label}`} minW="lg">
                  <thead>
                    <tr>
                      <th>Name</th>
                      <th>Type</th>
                      <th>Meaning</th>
                    </tr>
                  </thead>
                  <tbody>
                    {service.signals.map((signal) => (
                      <tr key={signal.name}>
                        <td>
                          <Code>{signal.name}</Code>
                        </td>
                        <td data-nowrap>
                          <Badge variant="outline">{signal.type}</Badge>
                        </td>
                        <td>{signal.description}</td>
                      </tr>
                    ))}
                  </tbody>
                </SimpleTable>
              </ScrollRegion>
            </SectionCard>
          ))}
        </Stack>
      )}
    </RulesFrame>
  );
}
