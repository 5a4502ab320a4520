/** Old names of the public API kept for one minor version (docs/glossary.md). */
import type { TSchema } from 'typebox';

/**
 * An old field or parameter name kept beside its new one (docs/glossary.md) for one minor version
 * of @pulse/api: the same schema, marked `deprecated` in the OpenAPI document with the name to use.
 * Removed in @pulse/api 2.0 (docs/api-contract.md "Deprecated names").
 * @param schema the schema of the new name
 * @param use the new name, as the description names it
 */
export function Deprecated<T extends TSchema>(schema: T, use: string): T {
  return { ...schema, deprecated: true, description: `Deprecated: use \`${use}\`` };
}

/**
 * A list entry's reference with its deprecated `recordId` beside `entryId` (the same value), as
 * the API answers it and sends it in events until @pulse/api 2.0 (docs/api-contract.md
 * "Deprecated names").
 */
export function withRecordId<T extends { entryId: string }>(item: T): T & { recordId: string } {
  return { ...item, recordId: item.entryId };
}
