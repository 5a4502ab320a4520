import type { ReactNode } from 'react';
import type { CaseDetail as CaseDetailData } from '@pulse/api-client';
import { Link as RouterLink } from '@pulse/router';
import { Alert, Flex, Link, SectionCard, Stack, Text, formatDateTime } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import { kindText, openedByRulesText, originText } from '../utils/format';
import { CaseActions } from './case-actions';
import { CaseMatches } from './case-matches';
import { CaseHistory } from './case-history';
import { ReviewStateBadge } from './review-state-badge';

/**
 * Label / value pairs as the shared definition list: a label column and a gap before each value,
 * so the two never run together at any width.
 */
function Facts({ label, rows }: { label: string; rows: ReadonlyArray<[string, ReactNode]> }) {
  return <KeyValueList aria-label={label} rows={rows.map(([k, v]) => ({ label: k, value: v }))} />;
}

const given = (value: string | undefined) => (value ? value : 'Not given');

/** The request fields a case opened by rules may add to its subject, shown only when given. */
const CONTACT_FIELDS: ReadonlyArray<[key: string, label: string]> = [
  ['company', 'Company'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['ip', 'IP address'],
];

/**
 * One case: its review state (and a pending four-eyes proposal), the subject as screened, where it came
 * from with its report, the matches, a reviewer's actions and the history.
 * @param me the signed-in member's id, once known (useTeam)
 * @param nameOf a member's name by id, when known
 * @param entryDetails renders a list entry's details under its match
 */
export function CaseDetail({
  detail,
  canReview,
  me,
  nameOf,
  entryDetails,
}: {
  detail: CaseDetailData;
  canReview: boolean;
  me: string | undefined;
  nameOf: (id: string) => string | undefined;
  entryDetails: (entryId: string) => ReactNode;
}) {
  // Members named in the history name their ids for roles that cannot read the team.
  const actors = new Map(
    detail.history.flatMap((e) => (e.actorId && e.actorName ? [[e.actorId, e.actorName]] : [])) as [
      string,
      string,
    ][],
  );
  const name = (id: string) => nameOf(id) ?? actors.get(id);
  const proposal = [...detail.history].reverse().find((e) => e.action === 'proposed');
  const proposer = proposal?.actorName ?? (detail.proposedBy ? name(detail.proposedBy) : undefined);
  const s = detail.subject;
  const byRules = openedByRulesText(detail.rules);
  const reportPath = `/reports/${encodeURIComponent(detail.reportId)}`;
  const assignee = detail.assigneeId
    ? `Assigned to ${name(detail.assigneeId) ?? 'a member'}`
    : 'Unassigned';

  return (
    <Stack gap="6">
      <Flex gap="3" align="center" wrap="wrap">
        <ReviewStateBadge state={detail.reviewState} />
        <Text textStyle="sm" color="fg.muted">
          {`${detail.decision} · Opened ${formatDateTime(detail.createdAt)} · ${assignee}`}
        </Text>
      </Flex>
      {byRules ? <Text textStyle="sm">{byRules}</Text> : null}
      {detail.proposedDisposition === 'true_match' ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {`Proposed as true match by ${proposer ?? 'another member'} — a second reviewer must confirm.`}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <SectionCard title="Subject">
        <Stack gap="4">
          <Facts
            label="Subject"
            rows={[
              ['Kind', kindText(detail.subjectKind)],
              ['Name', given(s.name)],
              ['Date of birth', given(s.dob)],
              ['Gender', given(s.gender)],
              ['Country', given(s.country)],
              ...CONTACT_FIELDS.flatMap(([key, label]): Array<[string, ReactNode]> => {
                const value = s[key];
                return value ? [[label, value]] : [];
              }),
            ]}
          />
          <Facts
            label="Origin"
            rows={[
              ['Origin', originText(detail)],
              ['Screened', formatDateTime(detail.reportDateTime)],
              [
                'Report',
                <Link asChild key="report">
                  <RouterLink to={reportPath}>View report</RouterLink>
                </Link>,
              ],
              ...(detail.batchId
                ? ([
                    [
                      'Batch',
                      <Link asChild key="batch">
                        <RouterLink to={`/batches/${encodeURIComponent(detail.batchId)}`}>
                          View batch
                        </RouterLink>
                      </Link>,
                    ],
                  ] as Array<[string, ReactNode]>)
                : []),
            ]}
          />
        </Stack>
      </SectionCard>
      <SectionCard title="Matches">
        <CaseMatches matches={detail.matches} entryDetails={entryDetails} />
      </SectionCard>
      {canReview ? (
        <SectionCard title="Review">
          <CaseActions detail={detail} me={me} />
        </SectionCard>
      ) : null}
      <SectionCard title="History">
        <CaseHistory history={detail.history} nameOf={name} />
      </SectionCard>
    </Stack>
  );
}
