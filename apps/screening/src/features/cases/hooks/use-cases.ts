import { useCallback, useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  caseQueries,
  isApiError,
  membersQuery,
  profileQuery,
  updateCase,
  updateCaseSettings,
  type CaseChange,
  type CaseSettings,
  type Member,
} from '@pulse/api-client';
import { useSession, useViewMode } from '@pulse/auth';
import { useSearchParams } from '@pulse/router';
import { mayListMembers, mayReviewCases } from '../utils/format';
import { parseQueueQuery, toApiParams, toSearchParams } from '../utils/queue-query';
import type { QueueFilters, QueueQuery } from '../utils/queue-query';

/** The queue's view (filters, cursor stack) read from and written to the URL. */
export function useQueueQuery() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // The string is the identity of the params (a new URLSearchParams object on every render).
  const query = useMemo(() => parseQueueQuery(new URLSearchParams(key)), [key]);
  const write = useCallback((next: QueueQuery) => setParams(toSearchParams(next)), [setParams]);
  /** New filters start again at the first page. */
  const setFilters = useCallback(
    (filters: Partial<QueueFilters>) => write({ ...query, ...filters, cursors: [] }),
    [query, write],
  );
  const next = useCallback(
    (cursor: string) => write({ ...query, cursors: [...query.cursors, cursor] }),
    [query, write],
  );
  const previous = useCallback(
    () => write({ ...query, cursors: query.cursors.slice(0, -1) }),
    [query, write],
  );
  const clear = useCallback(
    () => write({ state: '', assignee: '', source: '', age: '', cursors: [] }),
    [write],
  );
  return { query, setFilters, next, previous, clear };
}

/**
 * The team's members, read only by the roles the API lets read them (owners and admins), and who
 * "me" is: owners and admins find themselves in the team (`you`), the other reviewers in their
 * profile (`memberId` of GET /user-data/profile), so every reviewer may filter on and assign to
 * themselves. Viewers review nothing and read neither.
 * @returns the members (empty for other roles), the signed-in member's id (`me`) and a name lookup
 */
export function useTeam() {
  const { user } = useSession();
  const enabled = mayListMembers(user?.role);
  const fromProfile = !enabled && mayReviewCases(user?.role);
  const members = useQuery({ ...membersQuery(), enabled, retry: false });
  const profile = useQuery({
    ...profileQuery(user?.token ?? ''),
    enabled: fromProfile,
    retry: false,
  });
  const memberId = profile.data?.memberId;
  return useMemo(() => {
    const list: Member[] = members.data ?? [];
    const byId = new Map(list.map((m) => [m.id, m]));
    return {
      members: list,
      me: enabled ? list.find((m) => m.you)?.id : memberId,
      /** Whether "me" is still being read (the "me" of a filter is not known yet). */
      pending: (enabled && members.isPending) || (fromProfile && profile.isPending),
      nameOf: (id: string) => byId.get(id)?.fullName,
    };
  }, [members.data, members.isPending, enabled, fromProfile, memberId, profile.isPending]);
}

/**
 * One page of the queue of the tab's view mode, with the view's filters; a view filtered on "me"
 * waits until the team says who that is (`waitForMe`).
 */
export function useCaseQueue(query: QueueQuery, me: string | undefined, waitForMe: boolean) {
  const [mode] = useViewMode();
  return useQuery({
    ...caseQueries.list({ ...toApiParams(query, me), mode }),
    enabled: !(query.assignee === 'me' && waitForMe),
    placeholderData: keepPreviousData,
  });
}

/** One case with its history, of the tab's view mode. */
export function useCase(id: string) {
  const [mode] = useViewMode();
  return useQuery({ ...caseQueries.detail({ id, mode }), retry: false });
}

/** A reviewer's change of one case; the answer replaces the case, and the queue is read again. */
export function useUpdateCase(id: string) {
  const [mode] = useViewMode();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CaseChange) => updateCase(id, change),
    onSuccess: (detail) => {
      queryClient.setQueryData(caseQueries.detail({ id, mode }).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: [...caseQueries.all(), 'list'] });
    },
    onError: (error) => {
      // A 409 means the case moved under the reviewer (another review): show where it is now.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: caseQueries.all() });
    },
  });
}

/** The tenant's four-eyes rule. */
export function useCaseSettings() {
  return useQuery(caseQueries.settings());
}

/** Turns the four-eyes rule on or off (owners and admins). */
export function useUpdateCaseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CaseSettings) => updateCaseSettings(settings),
    onSuccess: (settings) => queryClient.setQueryData(caseQueries.settings().queryKey, settings),
  });
}
