import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { ReportInputCard } from './report-input-card';

const rowValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Report Input card', () => {
  it("labels each field as the forms do (the catalog's labels), the search mode Yes/No", () => {
    renderPage(
      <ReportInputCard
        input={{ f_name: 'Ivan', l_name: 'Petrov', dob: '1952-10-07', fuzzy_amlp: '1', x_tra: 'y' }}
      />,
      '/reports/r1',
      '/reports/:id',
    );
    expect(rowValue('First Name')).toBe('Ivan');
    expect(rowValue('Last Name')).toBe('Petrov');
    expect(rowValue('Date of Birth')).toBe('07/10/1952');
    expect(rowValue('Fuzzy Search')).toBe('No');
    expect(rowValue('X Tra')).toBe('y'); // a field the catalog does not name: split into words
    expect(screen.queryByText('F Name')).toBeNull();
    expect(screen.queryByText('Fuzzy Amlp')).toBeNull();
  });
});
