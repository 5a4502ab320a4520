import { errorText, isApiError, type CaseDetail, type ReviewState } from '@pulse/api-client';
import { Alert, Button, Field, Form, Stack, Text, Wrap, chakra, useField } from '@pulse/ui';
import { useUpdateCase } from '../hooks/use-cases';

/** The longest note the API takes. */
const NOTE_MAX = 2000;

/** The id of the reason the proposer's review actions are disabled. */
const OWN_PROPOSAL_ID = 'case-own-proposal';

/** Why the proposer of a pending four-eyes true match cannot change its review state. */
export const OWN_PROPOSAL_TEXT =
  'You proposed this true match, so a second reviewer must confirm it or choose another review state.';

/**
 * Whether `me` proposed the case's pending four-eyes true match: the API then refuses every review state
 * change of theirs (409 FOUR_EYES_SAME_REVIEWER), whatever the four-eyes setting is now.
 */
export function isOwnProposal(
  c: Pick<CaseDetail, 'proposedDisposition' | 'proposedBy'>,
  me: string | undefined,
): boolean {
  return c.proposedDisposition === 'true_match' && me !== undefined && c.proposedBy === me;
}

interface ReviewAction {
  label: string;
  to: ReviewState;
}

/**
 * The review actions a case's review state allows (the transitions of docs/adr/0046-case-review.md), the
 * usual next step first: the screen draws that one as the primary button, the others as secondary.
 */
export function reviewActions(
  c: Pick<CaseDetail, 'reviewState' | 'proposedDisposition'>,
): ReviewAction[] {
  const trueMatch: ReviewAction = {
    label: c.proposedDisposition === 'true_match' ? 'Confirm true match' : 'True match',
    to: 'true_match',
  };
  const falsePositive: ReviewAction = { label: 'False positive', to: 'false_positive' };
  const escalate: ReviewAction = { label: 'Escalate', to: 'escalated' };
  const startReview: ReviewAction = { label: 'Start review', to: 'in_review' };
  switch (c.reviewState) {
    case 'open':
      return [startReview, trueMatch, falsePositive, escalate];
    case 'in_review':
      return [trueMatch, falsePositive, escalate];
    case 'escalated':
      return [startReview, trueMatch, falsePositive];
    case 'true_match':
    case 'false_positive':
      return [{ label: 'Reopen', to: 'in_review' }];
    default:
      return [];
  }
}

/** The words of a refused review: the two 409s the screen can meet get their own. */
export function reviewErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 409) {
    if (error.data.code === 'FOUR_EYES_SAME_REVIEWER')
      return 'You proposed this true match. A second reviewer must confirm it.';
    if (error.data.code === 'INVALID_TRANSITION')
      return 'This case changed since you opened it, so that action no longer applies. It now shows its current review state.';
  }
  return errorText(error, 'The case could not be updated.');
}

/** The note box, the form's `note` (a plain textarea drawn like the Input recipe: the UI kit has none). */
function NoteField() {
  const { input } = useField<string>('note', { format: (v) => v ?? '', parse: (v) => v ?? '' });
  return (
    <Field.Root>
      <Field.Label htmlFor="case-note">Note (optional)</Field.Label>
      <chakra.textarea
        {...input}
        w="full"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg"
        px="3"
        py="2"
        textStyle="sm"
        resize="vertical"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        id="case-note"
        aria-describedby="case-note-help"
        maxLength={NOTE_MAX}
        rows={3}
      />
      <Field.HelperText id="case-note-help">
        Saved in the history with the next action.
      </Field.HelperText>
    </Field.Root>
  );
}

interface NoteValues {
  note: string;
}

const NO_NOTE: NoteValues = { note: '' };

/**
 * A reviewer's actions on a case: the review state changes its review state allows, assign to me / unassign,
 * and a note sent with the action (or alone: the form's submit). What is typed stays when the API
 * refuses. The proposer of a pending true match sees the review state changes disabled, with the reason
 * next to them.
 */
export function CaseActions({ detail, me }: { detail: CaseDetail; me: string | undefined }) {
  const update = useUpdateCase(detail.id);
  const ownProposal = isOwnProposal(detail, me);
  return (
    <Form<NoteValues>
      initialValues={NO_NOTE}
      onSubmit={() => undefined}
      render={({ form, values }) => {
        const text = (values.note ?? '').trim();
        const send = (change: { reviewState?: ReviewState; assigneeId?: string | null }) =>
          update.mutate(
            { ...change, ...(text ? { note: text } : {}) },
            { onSuccess: () => form.restart(NO_NOTE) },
          );
        return (
          <Stack
            as="form"
            gap="4"
            onSubmit={(e) => {
              e.preventDefault();
              if (text && !update.isPending) send({});
            }}
          >
            <NoteField />
            <Wrap gap="2" role="group" aria-label="Review actions">
              {reviewActions(detail).map((a, i) => (
                <Button
                  key={a.label}
                  size="sm"
                  colorPalette="brand"
                  variant={i === 0 ? 'solid' : 'outline'}
                  loading={update.isPending && update.variables?.reviewState === a.to}
                  disabled={update.isPending || ownProposal}
                  aria-describedby={ownProposal ? OWN_PROPOSAL_ID : undefined}
                  onClick={() => send({ reviewState: a.to })}
                >
                  {a.label}
                </Button>
              ))}
              {me && detail.assigneeId !== me ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={update.isPending}
                  onClick={() => send({ assigneeId: me })}
                >
                  Assign to me
                </Button>
              ) : null}
              {detail.assigneeId ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={update.isPending}
                  onClick={() => send({ assigneeId: null })}
                >
                  Unassign
                </Button>
              ) : null}
              <Button
                type="submit"
                size="sm"
                variant="ghost"
                disabled={update.isPending || text === ''}
              >
                Add note
              </Button>
            </Wrap>
            {ownProposal ? (
              <Text id={OWN_PROPOSAL_ID} textStyle="sm" color="fg.muted">
                {OWN_PROPOSAL_TEXT}
              </Text>
            ) : null}
            {update.isError ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{reviewErrorText(update.error)}</Alert.Title>
              </Alert.Root>
            ) : null}
            {!me ? (
              <Text textStyle="xs" color="fg.muted">
                Assign to me is not available: your profile could not be read.
              </Text>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
