import { Fragment, useState, type ReactNode } from 'react';
import type { CaseCandidate } from '@pulse/api-client';
import { Button, EmptyState, Stack, Text, chakra } from '@pulse/ui';
import { ScrollRegion, SimpleTable } from '@pulse/ui/data';
import { matchedFieldsText, scoreText } from '../utils/format';

const COLUMNS = ['Entry', 'List', 'Matched fields', 'Score'] as const;

/** Below this width the table scrolls sideways in its region instead of crushing its cells. */
const TABLE_MIN_WIDTH = '36rem';

function CandidateRow({
  candidate,
  entryDetails,
}: {
  candidate: CaseCandidate;
  entryDetails: (recordId: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = `candidate-${candidate.recordId}`;
  return (
    <Fragment>
      <tr>
        <td>
          <Stack gap="0.5" align="flex-start">
            <Button
              size="xs"
              variant="plain"
              px="0"
              h="auto"
              fontWeight="semibold"
              whiteSpace="normal"
              textAlign="start"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={`Details of ${candidate.name}`}
              onClick={() => setOpen((o) => !o)}
            >
              {candidate.name}
            </Button>
            <Text textStyle="xs" color="fg.muted">
              {/* An id breaks at its hyphens: kept on one line, it is read as one token. */}
              <chakra.span whiteSpace="nowrap">{candidate.recordId}</chakra.span>
              {candidate.matchedName === candidate.name
                ? null
                : ` · matched “${candidate.matchedName}”`}
            </Text>
          </Stack>
        </td>
        <td>
          <Text>{candidate.sourceLabel}</Text>
          <Text textStyle="xs" color="fg.muted">
            {candidate.listVersion ? `Version ${candidate.listVersion}` : 'Version not known'}
          </Text>
        </td>
        <td>{matchedFieldsText(candidate)}</td>
        <td data-numeric="">{scoreText(candidate.score)}</td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={COLUMNS.length}>{open ? entryDetails(candidate.recordId) : null}</td>
      </tr>
    </Fragment>
  );
}

/**
 * The list entries a case raised: name (its details open below it, as on List changes), list and
 * version, the fields that matched and the score.
 */
export function CaseCandidates({
  candidates,
  entryDetails,
}: {
  candidates: readonly CaseCandidate[];
  entryDetails: (recordId: string) => ReactNode;
}) {
  if (candidates.length === 0) return <EmptyState text="No candidates in this case." />;
  return (
    <ScrollRegion label="Candidates">
      <SimpleTable size="sm" aria-label="Candidates" minW={TABLE_MIN_WIDTH}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} data-numeric={column === 'Score' || undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {candidates.map((c) => (
            <CandidateRow key={c.recordId} candidate={c} entryDetails={entryDetails} />
          ))}
        </tbody>
      </SimpleTable>
    </ScrollRegion>
  );
}
