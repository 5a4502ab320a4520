import type { PrivacyPlaceCount } from '@pulse/api-client';
import { formatCount } from '@pulse/ui';
import { ScrollRegion, SimpleTable } from '@pulse/ui/data';
import { placeLabel, totalOf } from '../utils/labels';

/** Rows per place with their total, in the order of the API (the order an erasure works). */
export function PlaceCounts({ label, places }: { label: string; places: PrivacyPlaceCount[] }) {
  return (
    <ScrollRegion label={label}>
      <SimpleTable aria-label={label}>
        <thead>
          <tr>
            <th>Place</th>
            <th data-numeric>Rows</th>
          </tr>
        </thead>
        <tbody>
          {places.map((p) => (
            <tr key={p.place}>
              <td>{placeLabel(p.place)}</td>
              <td data-numeric>{formatCount(p.count)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Total</th>
            <td data-numeric>{formatCount(totalOf(places))}</td>
          </tr>
        </tbody>
      </SimpleTable>
    </ScrollRegion>
  );
}
