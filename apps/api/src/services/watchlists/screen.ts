/**
 * One AML screening over the public lists and a tenant's watchlists together
 * (docs/adr/0048-custom-watchlists.md): both indexes are searched with the same query, their
 * matches merged best first, and the decision taken once (`decideAml`, with the false-positive
 * memory of docs/adr/0046-case-review.md when the screening has a scope).
 */
import { decideAml, type AmlIndex, type AmlMatch, type AmlResult } from '@pulse/engines/aml';
import {
  decideWithMemory,
  type FalsePositiveMemory,
  type MemoryScope,
} from '../cases/false-positive-memory.js';
import type { TenantWatchlists } from './tenant-index.js';

/** Most found records of one screening, as the matcher's default. */
const MATCH_LIMIT = 25;

/** The false-positive memory a screening with a scope consults, and its subject. */
export interface ScreeningMemory {
  key: string;
  scope: MemoryScope;
  memory: FalsePositiveMemory;
}

/**
 * Screens with `search` over `index` and, when given, the tenant's `lists`, and decides.
 * @param index the public lists (not empty: an empty one is the caller's ERROR)
 */
export function screenLists(
  index: AmlIndex,
  lists: TenantWatchlists | null,
  search: (i: AmlIndex) => AmlMatch[],
  memo: ScreeningMemory | null,
): Promise<AmlResult> {
  const matches = lists
    ? [...search(index), ...search(lists.index)]
        .sort((x, y) => y.score - x.score || x.record.id.localeCompare(y.record.id))
        .slice(0, MATCH_LIMIT)
    : search(index);
  const sources = lists ? [...index.sources, ...lists.sources] : index.sources;
  if (!memo) return Promise.resolve(decideAml(matches, { sources }));
  return decideWithMemory({ sources }, matches, memo.key, memo.scope, memo.memory);
}
