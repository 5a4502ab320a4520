import type * as ApiClient from '@pulse/api-client';
import type { ReportList } from '@pulse/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseListQuery } from '../utils/list-query';
import { useReportsPage } from './use-reports-page';

const listReports = vi.fn<(params: unknown) => Promise<ReportList>>();

vi.mock('@pulse/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>();
  return { errorText: actual.errorText, listReports: (params: unknown) => listReports(params) };
});

const page = (ref: string): ReportList => ({
  items: [
    {
      id: ref,
      referenceID: ref,
      apiService: 'binLookup',
      requestDateTime: '2026-11-20T09:00:00.000Z',
      status: 'VERIFIED',
    },
  ],
  total: 2,
});

describe('useReportsPage', () => {
  beforeEach(() => {
    listReports.mockReset();
  });

  it('is loading from the first render of a new view, never showing it the previous rows as loaded', async () => {
    listReports.mockResolvedValueOnce(page('rpt_first'));
    let resolveSecond: (list: ReportList) => void = () => undefined;
    listReports.mockReturnValueOnce(new Promise((resolve) => (resolveSecond = resolve)));

    const renders: Array<{ key: string; loading: boolean; ref: string | undefined }> = [];
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => {
        const state = useReportsPage(parseListQuery(new URLSearchParams(key)), key);
        renders.push({ key, loading: state.loading, ref: state.data?.items[0]?.referenceID });
        return state;
      },
      { initialProps: { key: 'size=10' } },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data?.items[0]?.referenceID).toBe('rpt_first');

    rerender({ key: 'size=10&after=c1' });
    // Every render of the new view until its answer arrives says loading.
    const nextView = renders.filter((r) => r.key === 'size=10&after=c1');
    expect(nextView.length).toBeGreaterThan(0);
    expect(nextView.every((r) => r.loading)).toBe(true);

    await act(async () => resolveSecond(page('rpt_second')));
    expect(result.current.loading).toBe(false);
    expect(result.current.data?.items[0]?.referenceID).toBe('rpt_second');
  });

  it('reports the error of the current view, and clears it while a reload runs', async () => {
    listReports.mockRejectedValueOnce(new TypeError('fetch failed'));
    let resolveReload: (list: ReportList) => void = () => undefined;
    listReports.mockReturnValueOnce(new Promise((resolve) => (resolveReload = resolve)));
    const { result } = renderHook(() =>
      useReportsPage(parseListQuery(new URLSearchParams('')), ''),
    );
    await waitFor(() => expect(result.current.error).toBe('Unknown error'));
    expect(result.current.loading).toBe(false);

    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeNull();
    await act(async () => resolveReload(page('rpt_again')));
    expect(result.current.data?.items[0]?.referenceID).toBe('rpt_again');
  });
});
