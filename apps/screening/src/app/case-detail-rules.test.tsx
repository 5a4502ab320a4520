import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { caseDetailOf } from '../test/fixtures';
import { actions, api, open } from '../test/case-detail';

/** A case decision rules opened for an e-mail lookup: no AML result, so no name and no matches. */
const rulesCase = caseDetailOf({
  origin: 'rules',
  service: 'emailLookup',
  subject: { email: 'olivia@acme-corp.com', phone: '+1 415 555 2671' },
  subjectKey: 'other|email=olivia@acme-corp.com|phone=+1 415 555 2671',
  decision: 'RISKY',
  matches: [],
  rules: [
    { ruleId: 'velocity', name: 'High velocity' },
    { ruleId: 'device', name: 'New device' },
  ],
});

describe('Case detail: cases opened by decision rules', () => {
  it('names the rules, the origin Rules and the contact fields of a case they opened', async () => {
    api(rulesCase);
    open();
    expect(await screen.findByRole('heading', { name: 'olivia@acme-corp.com' })).toBeTruthy();
    expect(screen.getByText('Opened by rules: High velocity, New device')).toBeTruthy();
    expect(within(screen.getByLabelText('Origin')).getByText('Rules')).toBeTruthy();
    const subject = within(screen.getByLabelText('Subject'));
    expect(subject.getByText('E-mail')).toBeTruthy();
    expect(subject.getByText('olivia@acme-corp.com')).toBeTruthy();
    expect(subject.getByText('Phone')).toBeTruthy();
    expect(subject.getByText('+1 415 555 2671')).toBeTruthy();
    // Fields the request did not give are not listed beyond the AML ones.
    expect(subject.queryByText('IP address')).toBeNull();
    expect(screen.getByText('No matches in this case.')).toBeTruthy();
  });

  it('is reviewed with the same actions as an AML case', async () => {
    const patches = api(rulesCase);
    const { user } = open();
    await user.click(within(await actions()).getByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({ reviewState: 'in_review' });
  });

  it('names the rules that joined an AML case, and nothing on a case no rule asked for', async () => {
    api(caseDetailOf({ rules: [{ ruleId: 'listed', name: 'Listed person' }] }));
    const joined = open();
    expect(await screen.findByText('Opened by rules: Listed person')).toBeTruthy();
    expect(within(screen.getByLabelText('Origin')).getByText('Lookup')).toBeTruthy();
    joined.unmount();

    // An API from before cases carried `rules` answers none: the case shows as it did.
    const { rules: _, ...older } = caseDetailOf();
    api(older as ReturnType<typeof caseDetailOf>);
    open();
    expect(await screen.findByRole('heading', { name: 'John Smith' })).toBeTruthy();
    expect(screen.queryByText(/^Opened by rules/)).toBeNull();
  });
});
