import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@pulse/ui';
import type { DailyCounts } from '../api/types';
import { LazyDailyOutcomesChart } from './lazy-daily-outcomes-chart';

vi.mock('./daily-outcomes-chart', () => ({
  DailyOutcomesChart: ({ daily, height }: { daily: DailyCounts[]; height: number }) => (
    <p>
      chart of {daily.length} days, {height} px
    </p>
  ),
}));

const daily = [{ date: '2026-11-01' }, { date: '2026-11-02' }] as unknown as DailyCounts[];

const renderChart = () =>
  render(
    <UiProvider>
      <LazyDailyOutcomesChart daily={daily} height={260} />
    </UiProvider>,
  );

afterEach(cleanup);

// In this order: the first render downloads the chunk, the second finds it downloaded.
describe('LazyDailyOutcomesChart', () => {
  it('shows a placeholder until its chunk is downloaded, then the chart', async () => {
    const { container } = renderChart();
    expect(screen.queryByText(/chart of/)).toBeNull();
    expect(container.querySelector('.chakra-skeleton')).not.toBeNull();
    expect(await screen.findByText('chart of 2 days, 260 px')).toBeTruthy();
  });

  it('draws the chart in its first render once the chunk is downloaded', () => {
    renderChart();
    expect(screen.getByText('chart of 2 days, 260 px')).toBeTruthy();
  });
});
