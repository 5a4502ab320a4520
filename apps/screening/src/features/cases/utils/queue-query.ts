/** The review queue's view as kept in the URL, so a view can be shared and Back restores it. */
import type { ReviewState, ListCasesParams } from '@pulse/api-client';
import { LIST_SOURCES } from '../../../lib/list-sources';
import { REVIEW_STATES } from './format';

/** Cases per page of the queue. */
export const CASES_PAGE_SIZE = 20;

/** The age filter's choices: cases opened at least this many days ago. */
export const AGE_DAYS = [1, 7, 30] as const;

/**
 * `?state=open&assignee=me&source=un&age=7&after=c1&after=c2`. `assignee` is `me`, `none` or a
 * member id; `after` is the stack of cursors that led to the current page (Previous pops it).
 */
export interface QueueQuery {
  state: ReviewState | '';
  assignee: string;
  source: string;
  age: string;
  cursors: string[];
}

export type QueueFilters = Omit<QueueQuery, 'cursors'>;

const MEMBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the view from the URL; an unknown value reads as no filter. A link saved before the filter
 * was named `state` says `status`, and still filters.
 */
export function parseQueueQuery(params: URLSearchParams): QueueQuery {
  const state = params.get('state') ?? params.get('status') ?? '';
  const assignee = params.get('assignee') ?? '';
  const source = params.get('source') ?? '';
  const age = params.get('age') ?? '';
  return {
    state: (REVIEW_STATES as readonly string[]).includes(state) ? (state as ReviewState) : '',
    assignee: assignee === 'me' || assignee === 'none' || MEMBER_ID.test(assignee) ? assignee : '',
    source: (LIST_SOURCES as readonly string[]).includes(source) ? source : '',
    age: (AGE_DAYS as readonly number[]).map(String).includes(age) ? age : '',
    cursors: params.getAll('after').filter(Boolean),
  };
}

/** The URL form of a view; what is unset is left out so a plain /cases stays plain. */
export function toSearchParams(q: QueueQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.state) out.set('state', q.state);
  if (q.assignee) out.set('assignee', q.assignee);
  if (q.source) out.set('source', q.source);
  if (q.age) out.set('age', q.age);
  for (const c of q.cursors) out.append('after', c);
  return out;
}

/**
 * The GET /cases query of a view. `me` is the signed-in member's id; `assignee=me` without it
 * (a role that cannot read the members) asks for every assignee.
 */
export function toApiParams(q: QueueQuery, me: string | undefined): ListCasesParams {
  const params: ListCasesParams = { limit: CASES_PAGE_SIZE };
  if (q.state) params.state = q.state;
  const assignee = q.assignee === 'me' ? me : q.assignee;
  if (assignee) params.assignee = assignee;
  if (q.source) params.source = q.source;
  if (q.age) params.age = Number(q.age);
  const cursor = q.cursors.at(-1);
  if (cursor) params.cursor = cursor;
  return params;
}

export function hasFilters(q: QueueFilters): boolean {
  return Boolean(q.state || q.assignee || q.source || q.age);
}
