/**
 * Try on a report (`/rules/try`): the draft's decision on one of the team's reports, by its
 * reference id, with the rules that fired and those skipped. Owners, admins and developers try;
 * the other roles are told who may.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { tryRulesOnReport } from '@pulse/api-client';
import { Button, Field, HStack, Input, Link, SectionCard, Stack, Text } from '@pulse/ui';
import { DecisionSummary } from '@pulse/ui/data';
import { Link as RouterLink } from '@pulse/router';
import { useViewMode } from '@pulse/auth';
import { ErrorAlert } from '../../../components/error-alert';
import { RulesFrame } from '../../../components/rules-frame';
import { EDIT_REASON, useRuleRights } from '../../../lib/roles';
import { RecentReports } from './recent-reports';

const REFERENCE = /^rpt_[A-Za-z0-9_-]+$/;

/** The Try on a report page. */
export function TryRulesPage() {
  const { canEdit } = useRuleRights();
  // The API tries a report of the tab's view (Test/Live), so that is the decision's mode.
  const [mode] = useViewMode();
  const [referenceId, setReferenceId] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const attempt = useMutation({
    // The mode rides along so the answer keeps the mode it was tried in if the view changes.
    mutationFn: (params: { referenceId: string; mode: 'live' | 'test' }) =>
      tryRulesOnReport({ referenceId: params.referenceId }),
  });

  const tryOn = (value: string) => {
    if (!REFERENCE.test(value)) {
      setInvalid('Enter a report’s reference id, e.g. rpt_3f9a1c.');
      return;
    }
    setInvalid(null);
    attempt.mutate({ referenceId: value, mode });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    tryOn(referenceId.trim());
  };
  const pick = (value: string) => {
    setReferenceId(value);
    tryOn(value);
  };

  return (
    <RulesFrame
      title="Try on a report"
      intro="See the decision the draft rules would give one of your past reports."
    >
      {canEdit ? (
        <form onSubmit={submit} noValidate>
          <HStack align="end" gap="3" wrap="wrap">
            <Field.Root invalid={invalid !== null} maxW={{ base: 'full', md: 'sm' }}>
              <Field.Label>Reference id</Field.Label>
              <Input
                value={referenceId}
                placeholder="rpt_…"
                onChange={(event) => setReferenceId(event.target.value)}
              />
              <Field.ErrorText>{invalid}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={attempt.isPending}>
              Try
            </Button>
          </HStack>
          <Stack mt="4">
            <RecentReports onPick={pick} />
          </Stack>
        </form>
      ) : (
        <Text color="fg.muted">{EDIT_REASON}</Text>
      )}
      {attempt.isError ? (
        <ErrorAlert error={attempt.error} fallback="The rules could not be tried." />
      ) : null}
      {attempt.data ? (
        <SectionCard
          title={`Decision on ${attempt.data.referenceId}`}
          actions={
            <Link asChild colorPalette="brand">
              <RouterLink to={`/reports/${encodeURIComponent(attempt.data.referenceId)}`}>
                Open the report
              </RouterLink>
            </Link>
          }
        >
          <Stack gap="2">
            <Text color="fg.muted">Service: {attempt.data.service} · with the draft rules</Text>
            <DecisionSummary
              decision={{ ...attempt.data.decision, mode: attempt.variables.mode }}
            />
          </Stack>
        </SectionCard>
      ) : null}
    </RulesFrame>
  );
}
