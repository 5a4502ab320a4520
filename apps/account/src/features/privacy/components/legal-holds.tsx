import { useState } from 'react';
import { errorText } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { NavLink } from '@pulse/router';
import {
  Box,
  Button,
  EmptyState,
  Flex,
  Form,
  Link,
  Stack,
  Text,
  TextField,
  formatDateTime,
  useNotify,
} from '@pulse/ui';
import { RecordTable } from '@pulse/ui/data';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { object, string } from 'yup';
import { LoadFrame } from '../../../components/load-frame';
import { useLegalHolds, type LegalHold } from '../hooks/use-legal-holds';

export const NO_HOLDS = 'No case is under legal hold.';
export const HOLD_FAILURE = 'The legal hold could not be placed';
export const RELEASE_FAILURE = 'The legal hold could not be released';
export const CASE_ID_INVALID = 'Enter the case id as shown on the case, e.g. 0b6f…-…';
export const REASON_INVALID = 'Enter a reason of 1 to 500 characters';
export const holdPlaced = (id: string) => `Case ${id} is under legal hold`;
export const holdReleased = (id: string) => `The legal hold of case ${id} is released`;

interface HoldValues {
  caseId: string;
  reason: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const validate = validateWith<HoldValues>(
  object({
    caseId: string().trim().required(CASE_ID_INVALID).matches(UUID, CASE_ID_INVALID),
    reason: string().trim().required(REASON_INVALID).max(500, REASON_INVALID),
  }),
);

/**
 * Legal holds: the cases kept past retention and erasure, with their reason, a link to each case
 * and Release (after a confirmation); and a form that places a hold on a case by its id.
 */
export function LegalHolds() {
  const notify = useNotify();
  const { state, reload, place, release } = useLegalHolds();
  const [releasing, setReleasing] = useState<LegalHold | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmRelease = async () => {
    if (!releasing) return;
    setBusy(true);
    try {
      await release(releasing.caseId);
      notify.success(holdReleased(releasing.caseId));
      setReleasing(null);
    } catch (err) {
      notify.error(errorText(err, RELEASE_FAILURE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5">
      <Text textStyle="sm" color="fg.muted">
        A case under legal hold, with its report and notes, is kept past its retention period and
        skipped by erasures until the hold is released.
      </Text>
      <LoadFrame state={state} loadingLabel="Loading the legal holds" onRetry={reload}>
        {({ holds }) => (
          <RecordTable
            label="Cases under legal hold"
            rows={holds}
            rowKey={(h) => h.caseId}
            empty={<EmptyState text={NO_HOLDS} />}
            columns={[
              {
                header: 'Case',
                cell: (h) => (
                  <Link asChild color="fg.link" wordBreak="break-all">
                    <NavLink to={`/cases/${h.caseId}`}>{h.caseId}</NavLink>
                  </Link>
                ),
              },
              { header: 'Reason', cell: (h) => h.reason || '—' },
              { header: 'Placed', cell: (h) => formatDateTime(h.placedAt) },
              { header: 'By', cell: (h) => h.placedBy ?? '—' },
            ]}
            actions={(h) => (
              <Button
                size="xs"
                variant="outline"
                onClick={() => setReleasing(h)}
                aria-label={`Release the hold of case ${h.caseId}`}
              >
                Release
              </Button>
            )}
          />
        )}
      </LoadFrame>
      <Form<HoldValues>
        initialValues={{ caseId: '', reason: '' }}
        validate={validate}
        onSubmit={async (values, form) => {
          const caseId = values.caseId.trim();
          try {
            await place(caseId, values.reason.trim());
            notify.success(holdPlaced(caseId));
            setTimeout(() => form.restart({ caseId: '', reason: '' }));
          } catch (err) {
            notify.error(errorText(err, HOLD_FAILURE));
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Place a legal hold">
            <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
              <Box flex="2" minW="0">
                <TextField
                  name="caseId"
                  label="Case id"
                  autoComplete="off"
                  maxLength={36}
                  required
                />
              </Box>
              <Box flex="3" minW="0">
                <TextField
                  name="reason"
                  label="Reason"
                  autoComplete="off"
                  maxLength={500}
                  required
                />
              </Box>
              <Button type="submit" colorPalette="brand" loading={submitting} flexShrink={0}>
                Place hold
              </Button>
            </Flex>
          </form>
        )}
      />
      <ConfirmDialog
        open={releasing !== null}
        title="Release the legal hold?"
        message={`Case ${releasing?.caseId ?? ''} and its report follow the retention periods again and can be erased.`}
        confirmText="Release"
        loading={busy}
        onCancel={() => setReleasing(null)}
        onConfirm={() => void confirmRelease()}
      />
    </Stack>
  );
}
