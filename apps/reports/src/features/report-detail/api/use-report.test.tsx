import type * as ApiClient from '@pulse/api-client';
import type { ReportDetail } from '@pulse/api-client';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, UiProvider } from '@pulse/ui';
import { useReport } from './use-report';

const getReport = vi.fn<(id: string) => Promise<ReportDetail>>();

vi.mock('@pulse/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>();
  return { errorText: actual.errorText, getReport: (id: string) => getReport(id) };
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <UiProvider>
    <ToastProvider>{children}</ToastProvider>
  </UiProvider>
);

// The hook passes the API's answer through untouched: a marked stand-in is enough to tell them apart.
const detail = (id: string) => ({ marker: id }) as unknown as ReportDetail;
const markerOf = (report: ReportDetail | null) => (report as { marker?: string } | null)?.marker;

describe('useReport', () => {
  beforeEach(() => {
    getReport.mockReset();
  });

  it('is loading with no report from the first render of another id', async () => {
    getReport.mockResolvedValueOnce(detail('rpt_a'));
    let resolveB: (report: ReportDetail) => void = () => undefined;
    getReport.mockReturnValueOnce(new Promise((resolve) => (resolveB = resolve)));

    const renders: Array<{ id: string; loading: boolean; ref: string | undefined }> = [];
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => {
        const state = useReport(id);
        renders.push({ id, loading: state.loading, ref: markerOf(state.report) });
        return state;
      },
      { initialProps: { id: 'rpt_a' }, wrapper },
    );
    await waitFor(() => expect(markerOf(result.current.report)).toBe('rpt_a'));

    rerender({ id: 'rpt_b' });
    const forB = renders.filter((r) => r.id === 'rpt_b');
    expect(forB.length).toBeGreaterThan(0);
    expect(forB.every((r) => r.loading && r.ref === undefined)).toBe(true);

    await act(async () => resolveB(detail('rpt_b')));
    expect(result.current).toMatchObject({ loading: false, error: null });
    expect(markerOf(result.current.report)).toBe('rpt_b');
  });

  it('answers "Unknown error" without a request when there is no id', () => {
    const { result } = renderHook(() => useReport(undefined), { wrapper });
    expect(result.current).toEqual({ loading: false, report: null, error: 'Unknown error' });
    expect(getReport).not.toHaveBeenCalled();
  });
});
