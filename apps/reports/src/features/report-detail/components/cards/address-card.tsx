import { useMemo } from 'react';
import { SectionCard, Stack, StatusBadge, Text } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import { addressSections } from '../../utils/card-rows';
import type { Row } from '../../utils/card-rows';
import type { ServiceResult } from '../../utils/extract-result';
import { toLatLon } from '../../utils/map-geometry';
import { NoRecords } from '../no-records';
import { AddressMap } from './address-map';

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section className="pulse-avoid-break">
      <Text as="h3" fontWeight="semibold" mb="2">
        {title}
      </Text>
      <KeyValueList rows={rows} />
    </section>
  );
}

/**
 * Address Verification (spec §2): Decision Details, Address Details, Address Type, Validation &
 * Distance, Current Location, and the Address Map when both the geocode and the current location exist.
 */
export function AddressCard({
  result,
  headingAs,
}: {
  result: ServiceResult | null;
  headingAs?: 'h2' | 'h3';
}) {
  const response = result?.response ?? null;
  const sections = useMemo(() => (response ? addressSections(response) : null), [response]);
  const points = useMemo(() => {
    const current = toLatLon(response?.currentLocation);
    const address = toLatLon(response?.geocode);
    const validation = response?.validation as { distanceKm?: unknown } | undefined;
    const km = typeof validation?.distanceKm === 'number' ? validation.distanceKm : null;
    return current && address ? { current, address, km } : null;
  }, [response]);

  return (
    <SectionCard
      title="Address Verification"
      headingAs={headingAs}
      actions={result?.status ? <StatusBadge status={result.status} /> : null}
      data-testid="service-card"
    >
      {sections ? (
        <Stack gap="6">
          <Section title="Decision Details" rows={sections.decision} />
          <Section title="Address Details" rows={sections.details} />
          <Section title="Address Type" rows={sections.type} />
          <Section title="Validation & Distance" rows={sections.validation} />
          <Section title="Current Location" rows={sections.current} />
          {points ? (
            <AddressMap current={points.current} address={points.address} distanceKm={points.km} />
          ) : null}
        </Stack>
      ) : (
        <NoRecords />
      )}
    </SectionCard>
  );
}
