import { useState } from 'react';
import { errorText, type MonitoredSubject } from '@pulse/api-client';
import {
  Badge,
  Button,
  EmptyState,
  Flex,
  Form,
  Input,
  LoadingSpinner,
  RetryAlert,
  SectionCard,
  Stack,
  Text,
  chakra,
  formatCount,
  formatDateTime,
  useField,
  useNotify,
} from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { ScrollRegion } from '@pulse/ui/data';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { Pager } from '../../../components/pager';
import { useStopMonitoring, useSubjects, type SubjectsQuery } from '../hooks/use-monitoring';
import {
  KIND_LABELS,
  ORIGIN_LABELS,
  DECISIONS,
  DECISION_LABELS,
  DECISION_PALETTE,
  subjectsText,
} from '../utils/format';

const Th = chakra('th', { base: { textAlign: 'start', px: '2', py: '2', fontWeight: 'medium' } });
const Td = chakra('td', { base: { px: '2', py: '2', borderTopWidth: '1px' } });

/** Below this width the table scrolls sideways in its region instead of crushing its cells. */
const TABLE_MIN_WIDTH = '48rem';

/**
 * The words of an empty subject list: the filters matched nothing, or nothing is monitored yet,
 * with what to do about it for a role that may add subjects, and who adds them for one that may not.
 */
export function emptyText(filtered: boolean, canEdit: boolean): string {
  if (filtered) return 'No monitored subject matches these filters.';
  return canEdit
    ? 'No subjects are monitored yet. Add one, or monitor a report or the rows of a batch.'
    : 'No subjects are monitored yet. An owner, admin or developer can add them.';
}

/** "Stop monitoring", with a confirmation: the subject is no longer screened after list updates. */
function StopMonitoring({ subject }: { subject: MonitoredSubject }) {
  const [asking, setAsking] = useState(false);
  const notify = useNotify();
  const stop = useStopMonitoring();
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Stop monitoring ${subject.name}`}
        onClick={() => setAsking(true)}
      >
        Stop monitoring
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Stop monitoring “${subject.name}”?`}
        message="This subject is no longer screened after list updates. Its past alerts and cases stay."
        confirmText="Stop monitoring"
        cancelText="Keep monitoring"
        loading={stop.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          stop.mutate(subject.id, {
            onSuccess: () => notify.success(`Stopped monitoring ${subject.name}`),
            onError: (error) => notify.error(errorText(error, 'Monitoring could not be stopped.')),
            onSettled: () => setAsking(false),
          })
        }
      />
    </>
  );
}

/** The search text, the form's `q`. */
function SearchInput() {
  const { input } = useField<string>('q', { format: (v) => v ?? '', parse: (v) => v ?? '' });
  return (
    <Input
      {...input}
      size="sm"
      maxW="64"
      aria-label="Search subjects"
      placeholder="Name or reference"
    />
  );
}

/** The search box: sent on Enter or "Search", so each keystroke does not become a URL. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  return (
    <Form<{ q: string }>
      initialValues={{ q: value }}
      onSubmit={({ q }) => onSearch((q ?? '').trim())}
      render={({ handleSubmit }) => (
        <chakra.form role="search" display="flex" gap="2" onSubmit={handleSubmit}>
          <SearchInput />
          <Button size="sm" variant="outline" type="submit">
            Search
          </Button>
        </chakra.form>
      )}
    />
  );
}

function Filters({
  view,
  setFilters,
}: {
  view: SubjectsQuery;
  setFilters: (f: Partial<Omit<SubjectsQuery, 'cursors'>>) => void;
}) {
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <SearchBox key={view.q} value={view.q} onSearch={(q) => setFilters({ q })} />
      <NativeSelect.Root size="sm" maxW="48">
        <NativeSelect.Field
          aria-label="Decision"
          value={view.decision}
          onChange={(e) => setFilters({ decision: e.target.value as SubjectsQuery['decision'] })}
        >
          <option value="">All decisions</option>
          {DECISIONS.map((o) => (
            <option key={o} value={o}>
              {DECISION_LABELS[o]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}

/**
 * The monitored subjects: name, kind, reference, origin, last screen, current decision and
 * matches, with search and decision filter kept in the URL and cursor paging; "Stop monitoring"
 * for the roles that may (`canEdit`), who also find "Add a subject" (`onAdd`) in an empty list.
 */
export function SubjectTable({ canEdit, onAdd }: { canEdit: boolean; onAdd?: () => void }) {
  const { view, query, setFilters, next, previous } = useSubjects();
  const filtered = Boolean(view.q || view.decision);
  let body;
  if (query.isPending) body = <LoadingSpinner label="Loading subjects" />;
  else if (query.isError)
    body = (
      <RetryAlert message="Subjects could not be loaded." onRetry={() => void query.refetch()} />
    );
  else if (query.data.items.length === 0)
    body = (
      <Stack gap="0" align="center">
        <EmptyState text={emptyText(filtered, canEdit)} pb="3" />
        {canEdit && !filtered && onAdd ? (
          <Button size="sm" onClick={onAdd} mb="6">
            Add a subject
          </Button>
        ) : null}
      </Stack>
    );
  else
    body = (
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          {filtered
            ? `${subjectsText(query.data.total)} match`
            : `${subjectsText(query.data.total)} monitored`}
        </Text>
        <ScrollRegion label="Monitored subjects">
          <chakra.table
            width="full"
            minW={TABLE_MIN_WIDTH}
            textStyle="sm"
            aria-label="Monitored subjects"
          >
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Kind</Th>
                <Th>Reference</Th>
                <Th>Origin</Th>
                <Th>Last screened</Th>
                <Th>Decision</Th>
                <Th>Matches</Th>
                {canEdit ? (
                  <Th>
                    <chakra.span srOnly>Actions</chakra.span>
                  </Th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((s) => (
                <tr key={s.id}>
                  <Td fontWeight="medium" minW="10rem">
                    {s.name}
                  </Td>
                  <Td>{KIND_LABELS[s.kind]}</Td>
                  {/* A reference is one token, a date one line: neither breaks. */}
                  <Td whiteSpace="nowrap">{s.reference ?? '—'}</Td>
                  <Td>{ORIGIN_LABELS[s.origin]}</Td>
                  <Td whiteSpace="nowrap">{formatDateTime(s.lastScreenedAt)}</Td>
                  <Td>
                    <Badge colorPalette={DECISION_PALETTE[s.decision]}>
                      {DECISION_LABELS[s.decision]}
                    </Badge>
                  </Td>
                  <Td>{formatCount(s.matchCount)}</Td>
                  {canEdit ? (
                    <Td textAlign="end" whiteSpace="nowrap">
                      <StopMonitoring subject={s} />
                    </Td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </ScrollRegion>
        <Pager
          label="Pages of subjects"
          page={view.cursors.length + 1}
          hasNext={query.data.nextCursor !== null}
          onPrevious={previous}
          onNext={() => query.data.nextCursor && next(query.data.nextCursor)}
        />
      </Stack>
    );
  return (
    <SectionCard title="Monitored subjects">
      <Stack gap="4">
        <Filters view={view} setFilters={setFilters} />
        {body}
      </Stack>
    </SectionCard>
  );
}
