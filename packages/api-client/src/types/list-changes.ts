/**
 * Sanctions list changes, named from the generated OpenAPI
 * types so they follow the API's schemas.
 */
import type { ResponseBody } from './generated';

/** One page of `GET /aml/list-updates`. */
export type ListUpdatePage = ResponseBody<'/aml/list-updates', 'get', 200>;
/** One import or sync of a list with its counts. */
export type ListUpdate = ListUpdatePage['items'][number];
/** `GET /aml/list-updates/{id}`: the update with a page of its entries. */
export type ListUpdateDetail = ResponseBody<'/aml/list-updates/{id}', 'get', 200>;
/** One entry added, removed or changed by an update. */
export type ListChange = ListUpdateDetail['entries'][number];
/** One changed field with its value before and after. */
export type ListFieldChange = ListChange['fields'][number];
/** `added`, `removed` or `changed`. */
export type ListChangeKind = ListChange['kind'];
/** A list's source: `ofac-sdn`, `ofac-consolidated`, `un`, `eu`, `uk`, `opensanctions`. */
export type ListSource = ListUpdate['source'];
/** `GET /aml/entries/{id}`: one list entry as stored in the current version. */
export type ListEntry = ResponseBody<'/aml/entries/{id}', 'get', 200>;

export interface ListUpdatesParams {
  source?: ListSource;
  limit?: number;
  cursor?: string;
}

export interface ListUpdateParams {
  id: string;
  kind?: ListChangeKind;
  limit?: number;
  cursor?: string;
}
