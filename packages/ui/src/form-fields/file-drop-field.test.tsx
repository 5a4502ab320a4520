import { describe, expect, it, vi } from 'vitest';
import { Form } from 'react-final-form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test/render-with-ui';
import { FileDropField } from './file-drop-field';

type Values = { file?: File | null };

const DROP_TEXT = 'Drop a CSV here, or choose one';

/** The field in a form with a button before it; `values()` reads the form's values. */
function renderField() {
  let current: Values = {};
  renderWithUi(
    <Form<Values>
      onSubmit={() => undefined}
      render={({ handleSubmit, values }) => {
        current = values;
        return (
          <form onSubmit={handleSubmit} aria-label="Upload">
            <button type="button">Before</button>
            <FileDropField
              name="file"
              label="File"
              accept=".csv,text/csv"
              dropText={DROP_TEXT}
              helper="CSV, up to 10 MB."
            />
          </form>
        );
      }}
    />,
  );
  return { values: () => current };
}

/** Drops `file` on `zone` as a browser does: a drag over, then the drop of one file entry. */
function drop(zone: HTMLElement, file: File) {
  const item = {
    kind: 'file',
    getAsFile: () => file,
    webkitGetAsEntry: () => ({ isFile: true, isDirectory: false, name: file.name }),
  };
  const transfer = { types: ['Files'], items: [item], files: [file], dropEffect: 'none' };
  // Plain events carrying the transfer: Testing Library would copy it into the DOM's own
  // DataTransfer, whose items have no file entries. A drop counts only after a drag over.
  for (const type of ['dragover', 'drop']) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: transfer });
    fireEvent(zone, event);
  }
}

const csv = (name: string, text = 'name\nAda Lovelace\n') => new File([text], name, { type: '' });

describe('FileDropField', () => {
  it('is reached with Tab, opens the file picker on Enter, then shows the file chosen', async () => {
    const user = userEvent.setup();
    const { values } = renderField();
    const input = screen.getByLabelText('File') as HTMLInputElement;
    const opened = vi.fn();
    input.addEventListener('click', opened);

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    const zone = screen.getByRole('button', { name: DROP_TEXT });
    expect(document.activeElement).toBe(zone);
    expect(zone.getAttribute('aria-describedby')).toBe(
      screen.getByText('CSV, up to 10 MB.').getAttribute('id'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(opened).toHaveBeenCalled());

    // What the picker gives back.
    await user.upload(input, csv('people.csv', 'x'.repeat(2048)));
    expect(await screen.findByText('people.csv')).toBeTruthy();
    expect(screen.getByText('2.05 kB')).toBeTruthy();
    expect(values().file?.name).toBe('people.csv');
  });

  it('takes a dropped file, a second drop replaces it, and Remove empties the field', async () => {
    const user = userEvent.setup();
    const { values } = renderField();
    const zone = screen.getByRole('button', { name: DROP_TEXT });

    drop(zone, csv('first.csv'));
    expect(await screen.findByText('first.csv')).toBeTruthy();
    drop(zone, csv('second.csv'));
    expect(await screen.findByText('second.csv')).toBeTruthy();
    expect(screen.queryByText('first.csv')).toBeNull();
    expect(values().file?.name).toBe('second.csv');

    // The remove button by keyboard: the keyboard comes back to the drop zone.
    screen.getByRole('button', { name: 'Remove second.csv' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('second.csv')).toBeNull());
    expect(values().file ?? null).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(zone));
  });

  it('takes a dropped file of another type, so the API can say what is wrong with it', async () => {
    const { values } = renderField();
    drop(screen.getByRole('button', { name: DROP_TEXT }), csv('list.xlsx'));
    expect(await screen.findByText('list.xlsx')).toBeTruthy();
    expect(values().file?.name).toBe('list.xlsx');
  });
});
