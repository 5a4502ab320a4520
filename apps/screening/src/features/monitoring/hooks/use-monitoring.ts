import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  monitorBatch,
  monitoringQueries,
  monitorSubject,
  stopMonitoring,
  type MonitorBatch,
  type MonitoredDecision,
  type MonitorReport,
  type NewMonitoredSubject,
} from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';
import { useSearchParams } from '@pulse/router';
import { DECISIONS } from '../utils/format';

/** Subjects per page of the table, alerts per page of the list. */
export const SUBJECTS_PAGE_SIZE = 20;
export const ALERTS_PAGE_SIZE = 10;

/** The subjects table's view as kept in the URL: `?q=ada&decision=RISKY&after=c1&after=c2`. */
export interface SubjectsQuery {
  q: string;
  decision: MonitoredDecision | '';
  /** The cursors that led to the current page (Previous pops one). */
  cursors: string[];
}

/**
 * Reads the view from the URL; an unknown decision reads as no filter. A link saved before the
 * filter was named `decision` says `outcome`, and still filters.
 */
export function parseSubjectsQuery(params: URLSearchParams): SubjectsQuery {
  const decision = params.get('decision') ?? params.get('outcome') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    decision: (DECISIONS as readonly string[]).includes(decision)
      ? (decision as MonitoredDecision)
      : '',
    cursors: params.getAll('after').filter(Boolean),
  };
}

function toSearchParams(v: SubjectsQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (v.q) out.set('q', v.q);
  if (v.decision) out.set('decision', v.decision);
  for (const c of v.cursors) out.append('after', c);
  return out;
}

/** The GET /monitoring/subjects query of a view. */
export function subjectsParams(v: SubjectsQuery) {
  return {
    limit: SUBJECTS_PAGE_SIZE,
    q: v.q || undefined,
    decision: v.decision || undefined,
    cursor: v.cursors.at(-1),
  };
}

/** The table's view read from and written to the URL, and its page of subjects of the tab's view mode. */
export function useSubjects() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // The string is the identity of the params (a new URLSearchParams object on every render).
  const view = useMemo(() => parseSubjectsQuery(new URLSearchParams(key)), [key]);
  const write = useCallback((next: SubjectsQuery) => setParams(toSearchParams(next)), [setParams]);
  const [mode] = useViewMode();
  const query = useQuery({
    ...monitoringQueries.subjects({ ...subjectsParams(view), mode }),
    placeholderData: keepPreviousData,
  });
  return {
    view,
    query,
    /** New filters start again at the first page. */
    setFilters: (f: Partial<Omit<SubjectsQuery, 'cursors'>>) =>
      write({ ...view, ...f, cursors: [] }),
    next: (cursor: string) => write({ ...view, cursors: [...view.cursors, cursor] }),
    previous: () => write({ ...view, cursors: view.cursors.slice(0, -1) }),
  };
}

/** One page of the alerts of the tab's view mode, newest first, with a cursor stack for Previous. */
export function useAlerts() {
  const [stack, setStack] = useState<string[]>([]);
  const [mode] = useViewMode();
  const query = useQuery({
    ...monitoringQueries.alerts({ limit: ALERTS_PAGE_SIZE, cursor: stack.at(-1), mode }),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    page: stack.length + 1,
    next: (cursor: string) => setStack((s) => [...s, cursor]),
    previous: () => setStack((s) => s.slice(0, -1)),
  };
}

/** Adds one subject (typed by hand or a report's); the lists are read again. */
export function useMonitorSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: NewMonitoredSubject | MonitorReport) => monitorSubject(subject),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringQueries.all() }),
  });
}

/** Adds the subjects of a batch's rows; the lists are read again. */
export function useMonitorBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batch: MonitorBatch) => monitorBatch(batch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringQueries.all() }),
  });
}

/** Stops monitoring one subject; the lists are read again. */
export function useStopMonitoring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => stopMonitoring(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: monitoringQueries.all() }),
  });
}
