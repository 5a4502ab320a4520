import { describe, expect, it } from 'vitest';
import { urlDraft } from './index';

interface Filters {
  key: string;
  status: string;
}

const same = (a: Filters, b: Filters) => a.key === b.key && a.status === b.status;
const none: Filters = { key: '', status: '' };

describe('urlDraft (the echo rule of URL filter forms)', () => {
  it('lets the draft take values the URL gets from outside', () => {
    const draft = urlDraft(none, same);
    expect(draft.arrived({ ...none })).toBe(false);
    expect(draft.arrived({ key: 'pk_test', status: '' })).toBe(true);
    // Seen once: the next renders with the same URL change nothing.
    expect(draft.arrived({ key: 'pk_test', status: '' })).toBe(false);
  });

  it("keeps the draft when the URL echoes the form's own values, and only that once", () => {
    const draft = urlDraft({ key: '', status: '4xx' }, same);
    draft.applied(none);
    expect(draft.arrived({ ...none })).toBe(false);
    // Back to the previous filters: from outside, though the form once applied them.
    expect(draft.arrived({ key: '', status: '4xx' })).toBe(true);
    expect(draft.arrived({ ...none })).toBe(true);
  });

  it('takes other values that arrive before the echo (a link followed meanwhile)', () => {
    const draft = urlDraft(none, same);
    draft.applied({ key: 'pk_live', status: '' });
    expect(draft.arrived({ key: '', status: '2xx' })).toBe(true);
  });

  it('waits for no echo when the form applies what the URL already holds', () => {
    const draft = urlDraft({ key: '', status: '4xx' }, same);
    draft.applied({ key: '', status: '4xx' });
    expect(draft.arrived({ key: '', status: '2xx' })).toBe(true);
    expect(draft.arrived({ key: '', status: '4xx' })).toBe(true);
  });
});
