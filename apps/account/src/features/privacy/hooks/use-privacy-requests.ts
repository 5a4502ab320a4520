import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPrivacyRequest,
  errorText,
  getPrivacyCertificate,
  getPrivacyExport,
  privacyQueries,
  runPrivacyRequest,
  type PrivacyRequest,
  type PrivacyRequestBody,
} from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import { useCallback, useEffect } from 'react';
import { downloadJson } from '../utils/download';
import { isWorking } from '../utils/labels';

export const HISTORY_LOAD_FAILURE = 'The privacy requests could not be loaded';
export const REQUEST_LOAD_FAILURE = 'The progress of the request could not be loaded';
export const RUN_FAILURE = 'The request could not be started';
export const DOWNLOAD_FAILURE = 'The file could not be downloaded';

/** How often a running request is asked for its progress, in ms. */
export const POLL_MS = 1000;

/** The newest requests shown in the history. */
export const HISTORY_SIZE = 20;

export type HistoryState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; requests: PrivacyRequest[] };

/** The history of requests (GET /privacy/requests), newest first; polled while one works. */
export function useRequestHistory() {
  const query = useQuery({
    ...privacyQueries.requests({ limit: HISTORY_SIZE }),
    refetchInterval: (q) => (q.state.data?.some((r) => isWorking(r.status)) ? POLL_MS : false),
  });
  const state: HistoryState = query.error
    ? { kind: 'error', message: errorText(query.error, HISTORY_LOAD_FAILURE) }
    : query.data === undefined
      ? { kind: 'loading' }
      : { kind: 'ready', requests: query.data };
  return { state, reload: () => void query.refetch() };
}

/**
 * One request, polled every POLL_MS while its job is queued or running, until it is done
 * (GET /privacy/requests/{id}); the history is refreshed when it ends.
 */
export function useRequestProgress(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...privacyQueries.request(id),
    refetchInterval: (q) => (q.state.data && isWorking(q.state.data.status) ? POLL_MS : false),
  });
  const done = query.data?.status === 'done';
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: ['privacy', 'requests'] });
  }, [done, queryClient]);
  return query;
}

/**
 * The actions on requests: preview (POST), run (POST …/run), and the downloads of a done
 * request's certificate or export as `pulse-<kind>-<id>.json`.
 */
export function useRequestActions() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remember = useCallback(
    (r: PrivacyRequest) => {
      queryClient.setQueryData(privacyQueries.request(r.id).queryKey, r);
      void queryClient.invalidateQueries({ queryKey: ['privacy', 'requests'] });
    },
    [queryClient],
  );
  const preview = useCallback(
    async (body: PrivacyRequestBody) => {
      const created = await createPrivacyRequest(body);
      remember(created);
      return created;
    },
    [remember],
  );
  const run = useCallback(
    async (id: string) => {
      try {
        remember(await runPrivacyRequest(id));
        return true;
      } catch (err) {
        notify.error(errorText(err, RUN_FAILURE));
        return false;
      }
    },
    [notify, remember],
  );
  const download = useCallback(
    async (r: PrivacyRequest) => {
      try {
        if (r.kind === 'erasure')
          downloadJson(`pulse-erasure-certificate-${r.id}.json`, await getPrivacyCertificate(r.id));
        else downloadJson(`pulse-access-export-${r.id}.json`, await getPrivacyExport(r.id));
      } catch (err) {
        notify.error(errorText(err, DOWNLOAD_FAILURE));
      }
    },
    [notify],
  );
  return { preview, run, download };
}
