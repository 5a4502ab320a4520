import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { previewOf, uploadedOf } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { BatchPreview } from './batch-preview';

describe('BatchPreview: rows to screen, rows refused, cost', () => {
  it('shows the rows to screen apart from the refused ones and charges only the former', () => {
    renderPage(
      <BatchPreview
        batch={uploadedOf({
          rowCount: 3000,
          preview: previewOf({
            rowCount: 3000,
            rowsToScreen: 2958,
            rowsRefused: 42,
            cost: 2958,
            callsLeft: 5000,
          }),
        })}
        canRun
      />,
    );
    expect(screen.getByTestId('cost-line').textContent).toBe(
      '3,000 rows: 2,958 to screen, 42 refused · costs 2,958 calls · 5,000 calls left',
    );
    expect(screen.getByTestId('refused-line').textContent).toBe(
      "42 rows break the lookup's rules (the first rows show their errors, the results list them all): not screened, not charged.",
    );
    // 2,958 calls fit in 5,000, though 3,000 rows would too: no warning either way.
    expect(screen.queryByText(/costs more calls than you have left/)).toBeNull();
  });

  it('warns on the cost of the rows to screen, not on the row count', () => {
    renderPage(
      <BatchPreview
        batch={uploadedOf({
          preview: previewOf({ rowsToScreen: 958, rowsRefused: 42, cost: 958, callsLeft: 980 }),
        })}
        canRun
      />,
    );
    expect(screen.getByTestId('cost-line').textContent).toBe(
      '1,000 rows: 958 to screen, 42 refused · costs 958 calls · 980 calls left',
    );
    expect(screen.queryByText(/costs more calls than you have left/)).toBeNull();
  });

  it('says none is refused when every row passes, and in test mode charges nothing', () => {
    renderPage(
      <BatchPreview
        batch={uploadedOf({
          preview: previewOf({ rowsToScreen: 1000, rowsRefused: 0, cost: 0, callsLeft: null }),
        })}
        canRun
      />,
    );
    expect(screen.getByTestId('cost-line').textContent).toBe(
      '1,000 rows: 1,000 to screen, none refused · test mode, no calls charged',
    );
    expect(screen.queryByTestId('refused-line')).toBeNull();
  });
});
