/** The sanctions lists, as both the list changes and the case review name them. */
import type { ListSource } from '@pulse/api-client';

/** The lists' names as the Data sources view shows them. */
export const SOURCE_NAMES: Record<ListSource, string> = {
  'ofac-sdn': 'OFAC SDN',
  'ofac-consolidated': 'OFAC Consolidated',
  un: 'UN Security Council',
  eu: 'EU Consolidated',
  uk: 'UK (OFSI)',
  opensanctions: 'OpenSanctions',
};

/** The list source keys, in the order the filters offer them. */
export const LIST_SOURCES = Object.keys(SOURCE_NAMES) as ListSource[];
