import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test/render-with-ui';
import { TextField } from '../form-fields/text-field';
import { CheckboxGroupField } from '../form-fields/checkbox-group-field';
import { FormDialog } from './form-dialog';

type Values = { name: string; events: string[] };
const validate = (v: Values) => ({
  ...(v.name.trim() ? {} : { name: 'Name is required' }),
  ...(v.events.length ? {} : { events: 'Choose at least one event' }),
});

function Harness({ send }: { send: (v: Values) => Promise<string | undefined> }) {
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog<Values>
        open={open}
        title="Add thing"
        initialValues={{ name: '', events: ['a'] }}
        validate={validate}
        submitText="Add"
        onClose={() => {
          setOpen(false);
          setDone(false);
        }}
        done={done ? { title: 'Added', body: 'All set' } : null}
        onSubmit={async (values) => {
          const error = await send(values);
          if (!error) setDone(true);
          return error;
        }}
      >
        <TextField name="name" label="Name" />
        <CheckboxGroupField
          name="events"
          legend="Events"
          options={[
            { value: 'a', label: 'Event A' },
            { value: 'b', label: 'Event B' },
          ]}
        />
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('validates, shows a refusal, then its done view, and starts over on each opening', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn<(v: Values) => Promise<string | undefined>>()
      .mockResolvedValueOnce('Refused')
      .mockResolvedValueOnce(undefined);
    renderWithUi(<Harness send={send} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Event A' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Event B' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(send).toHaveBeenLastCalledWith({ name: 'Hook', events: ['b'] });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Refused');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('All set')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', '');
  });
});
