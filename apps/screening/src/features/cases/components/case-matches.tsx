import { Fragment, useState, type ReactNode } from 'react';
import type { CaseMatch } from '@pulse/api-client';
import { Button, EmptyState, Stack, Text, chakra } from '@pulse/ui';
import { ScrollRegion, SimpleTable } from '@pulse/ui/data';
import { matchedFieldsText, scoreText } from '../utils/format';

const COLUMNS = ['Entry', 'List', 'Matched fields', 'Score'] as const;

/** Below this width the table scrolls sideways in its region instead of crushing its cells. */
const TABLE_MIN_WIDTH = '36rem';

function MatchRow({
  match,
  entryDetails,
}: {
  match: CaseMatch;
  entryDetails: (entryId: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = `match-${match.entryId}`;
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
              aria-label={`Details of ${match.name}`}
              onClick={() => setOpen((o) => !o)}
            >
              {match.name}
            </Button>
            <Text textStyle="xs" color="fg.muted">
              {/* An id breaks at its hyphens: kept on one line, it is read as one token. */}
              <chakra.span whiteSpace="nowrap">{match.entryId}</chakra.span>
              {match.matchedName === match.name ? null : ` · matched “${match.matchedName}”`}
            </Text>
          </Stack>
        </td>
        <td>
          <Text>{match.sourceLabel}</Text>
          <Text textStyle="xs" color="fg.muted">
            {match.listVersion ? `Version ${match.listVersion}` : 'Version not known'}
          </Text>
        </td>
        <td>{matchedFieldsText(match)}</td>
        <td data-numeric="">{scoreText(match.score)}</td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={COLUMNS.length}>{open ? entryDetails(match.entryId) : null}</td>
      </tr>
    </Fragment>
  );
}

/**
 * The list entries a case raised: name (its details open below it, as on List updates), list and
 * version, the fields that matched and the score.
 */
export function CaseMatches({
  matches,
  entryDetails,
}: {
  matches: readonly CaseMatch[];
  entryDetails: (entryId: string) => ReactNode;
}) {
  if (matches.length === 0) return <EmptyState text="No matches in this case." />;
  return (
    <ScrollRegion label="Matches">
      <SimpleTable size="sm" aria-label="Matches" minW={TABLE_MIN_WIDTH}>
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
          {matches.map((c) => (
            <MatchRow key={c.entryId} match={c} entryDetails={entryDetails} />
          ))}
        </tbody>
      </SimpleTable>
    </ScrollRegion>
  );
}
