import { queryOptions } from '@tanstack/react-query';
import { getPrivacyRequest, getRetentionSettings, listPrivacyRequests } from '../endpoints/privacy';

/**
 * The personal-data queries: keys `['privacy', <operation>, <params>]`, so a run or a save
 * invalidates them all with `['privacy']`. Per tenant, not per view mode.
 */
export const privacyQueries = {
  /** Everything of the personal-data resource. */
  all: () => ['privacy'] as const,

  /** The retention periods (getRetentionSettings). */
  settings: () =>
    queryOptions({
      queryKey: ['privacy', 'settings'] as const,
      queryFn: ({ signal }) => getRetentionSettings({ signal }),
    }),

  /** The newest requests (listPrivacyRequests), newest first. */
  requests: (params: { limit?: number } = {}) =>
    queryOptions({
      queryKey: ['privacy', 'requests', params] as const,
      queryFn: ({ signal }) => listPrivacyRequests(params, { signal }),
    }),

  /** One request with its progress (getPrivacyRequest); poll it with `refetchInterval`. */
  request: (id: string) =>
    queryOptions({
      queryKey: ['privacy', 'request', id] as const,
      queryFn: ({ signal }) => getPrivacyRequest(id, { signal }),
    }),
};
