import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test/render-with-ui';
import { RecordTable, type RecordTableColumn } from './record-table';
import { PHONE_QUERY } from './use-phone-layout';

interface Fruit {
  id: string;
  name: string;
  colour: string;
  stock: number;
}

const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple', colour: 'Red', stock: 3 },
  { id: 'b', name: 'Banana', colour: 'Yellow', stock: 0 },
];

const COLUMNS: [RecordTableColumn<Fruit>, ...RecordTableColumn<Fruit>[]] = [
  { header: 'NAME', cell: (f) => f.name },
  { header: 'COLOUR', cell: (f) => f.colour },
  {
    header: 'STOCK',
    cell: (f) => String(f.stock),
    cardCell: (f) => (f.stock ? `${f.stock} left` : 'Sold out'),
  },
];

/** Makes the viewport phone-sized (or not) for usePhoneLayout. */
function viewport(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === PHONE_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function renderFruits(props: Partial<Parameters<typeof RecordTable<Fruit>>[0]> = {}) {
  const onSell = vi.fn();
  renderWithUi(
    <RecordTable<Fruit>
      label="Fruits"
      columns={COLUMNS}
      rows={FRUITS}
      rowKey={(f) => f.id}
      actions={(f) => (
        <button type="button" onClick={() => onSell(f)}>
          {`Sell ${f.name}`}
        </button>
      )}
      {...props}
    />,
  );
  return { onSell };
}

describe('RecordTable on a wide screen', () => {
  it('scrolls sideways inside a focusable region named like the table when it is wider than its place', () => {
    viewport(false);
    const proto = HTMLElement.prototype;
    Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => 300 });
    Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => 700 });
    try {
      renderFruits();
      const region = screen.getByRole('region', { name: 'Fruits' });
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(within(region).getByRole('table', { name: 'Fruits' })).toBeTruthy();
    } finally {
      const own = proto as unknown as Record<string, unknown>;
      delete own.clientWidth;
      delete own.scrollWidth;
    }
  });

  it('is a table named by its label: the headers, a hidden Actions header, one row a record', () => {
    viewport(false);
    renderFruits();
    const table = screen.getByRole('table', { name: 'Fruits' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['NAME', 'COLOUR', 'STOCK', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Apple', 'Red', '3', 'Sell Apple'],
      ['Banana', 'Yellow', '0', 'Sell Banana'],
    ]);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('runs a row action for its own record', async () => {
    viewport(false);
    const { onSell } = renderFruits();
    await userEvent.click(screen.getByRole('button', { name: 'Sell Banana' }));
    expect(onSell).toHaveBeenCalledWith(FRUITS[1]);
  });

  it('gives each row its test id, and no Actions column without actions', () => {
    viewport(false);
    renderFruits({ actions: undefined, rowTestId: (f) => `fruit-${f.id}` });
    expect(screen.getByTestId('fruit-a').textContent).toBe('AppleRed3');
    expect(screen.getByTestId('fruit-b').textContent).toBe('BananaYellow0');
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('shows the empty state instead of the table when there is no row', () => {
    viewport(false);
    renderFruits({ rows: [], empty: <p>No fruit</p> });
    expect(screen.getByText('No fruit')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the headers only when there is no row and no empty state', () => {
    viewport(false);
    renderFruits({ rows: [] });
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});

describe('RecordTable on a phone', () => {
  it('is a list of cards named by its label: title, the other columns as fields, actions', () => {
    viewport(true);
    renderFruits();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Fruits' });
    const cards = within(list).getAllByTestId('record-card');
    expect(cards).toHaveLength(2);
    const [apple, banana] = cards as [HTMLElement, HTMLElement];
    expect(apple.textContent).toBe('AppleCOLOURRedSTOCK3 leftSell Apple');
    expect(banana.textContent).toBe('BananaCOLOURYellowSTOCKSold outSell Banana');
    expect(within(banana).getByRole('button', { name: 'Sell Banana' })).toBeTruthy();
  });

  it('titles a card with the first column as a phone shows it', () => {
    viewport(true);
    const [first, ...rest] = COLUMNS;
    renderFruits({ columns: [{ ...first, cardCell: (f) => `${f.name} (${f.id})` }, ...rest] });
    expect(screen.getByText('Apple (a)')).toBeTruthy();
  });

  it('shows the empty state instead of the cards when there is no row', () => {
    viewport(true);
    renderFruits({ rows: [], empty: <p>No fruit</p> });
    expect(screen.getByText('No fruit')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
