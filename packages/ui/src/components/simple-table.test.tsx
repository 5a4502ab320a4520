import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render-with-ui';
import { SimpleTable } from './simple-table';

const chakraClasses = (element: Element) =>
  [...element.classList].filter((c) => c.startsWith('css-'));

describe('SimpleTable', () => {
  it('is a named table whose plain headers and cells screen readers read as such', () => {
    renderWithUi(
      <SimpleTable aria-label="Stock">
        <thead>
          <tr>
            <th>Fruit</th>
            <th data-numeric>Left</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Apple</td>
            <td data-numeric>3</td>
          </tr>
        </tbody>
      </SimpleTable>,
    );
    const table = screen.getByRole('table', { name: 'Stock' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fruit', 'Left']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Apple', '3']);
    // Styled once, at the table: the cells carry no style class of their own.
    expect(chakraClasses(table)).toHaveLength(1);
    for (const cell of table.querySelectorAll('th, td')) expect(chakraClasses(cell)).toEqual([]);
  });
});
