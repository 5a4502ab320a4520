/**
 * The draft being worked on: its rules (add, edit, delete, enable) and thresholds, held on the page
 * until Save draft sends them. A refused save shows the API's message and each refused rule's
 * problems at their line and column.
 */
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, HStack, SectionCard, Stack, Text, useNotify } from '@pulse/ui';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { ErrorAlert } from '../../../components/error-alert';
import { expressionProblems, type ExpressionProblem } from '../../../lib/errors';
import { EDIT_REASON } from '../../../lib/roles';
import {
  ruleQueries,
  saveRuleDraft,
  type Rule,
  type RuleSetBody,
  type RuleSetState,
} from '@pulse/api-client';
import { useRuleHits } from '../hooks/use-rule-hits';
import {
  MAX_RULES,
  ruleIdFor,
  ruleOf,
  thresholdsProblem,
  type RuleFormValues,
} from '../utils/draft';
import { RuleDialog } from './rule-dialog';
import { RuleList } from './rule-list';
import { RulesEmpty } from './rules-empty';
import { ThresholdsForm } from './thresholds-form';

/** Props of RuleSetEditor. */
export interface RuleSetEditorProps {
  state: RuleSetState;
  canEdit: boolean;
  /** Told whether the draft on the page differs from the saved one (false again on unmount). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** The draft's rules and thresholds with Save draft. */
export function RuleSetEditor({ state, canEdit, onUnsavedChange }: RuleSetEditorProps) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [body, setBody] = useState<RuleSetBody>(state.draft.body);
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  useEffect(() => {
    onUnsavedChange?.(dirty);
    return () => onUnsavedChange?.(false);
  }, [dirty, onUnsavedChange]);
  const hits = useRuleHits({
    hasLive: state.live !== null,
    canEdit,
    draftAt: state.draft.updatedAt,
  });
  const save = useMutation({
    mutationFn: (next: RuleSetBody) => saveRuleDraft(next),
    onSuccess: (saved) => {
      queryClient.setQueryData(ruleQueries.ruleSet().queryKey, saved);
      setDirty(false);
      notify.success('Draft saved.');
    },
  });
  const refused = new Map<string, ExpressionProblem[]>();
  for (const problem of save.isError ? expressionProblems(save.error) : []) {
    const id = problem.ruleId ?? body.rules[problem.ruleIndex ?? -1]?.id;
    if (id) refused.set(id, [...(refused.get(id) ?? []), problem]);
  }
  const thresholdError = thresholdsProblem(body.thresholds);

  const change = (next: RuleSetBody) => {
    setBody(next);
    setDirty(true);
  };
  const apply = (values: RuleFormValues) => {
    if (editing === 'new') {
      const id = ruleIdFor(values.name, new Set(body.rules.map((rule) => rule.id)));
      change({ ...body, rules: [...body.rules, ruleOf(values, id)] });
    } else if (editing) {
      const id = editing.id;
      change({
        ...body,
        rules: body.rules.map((rule) => (rule.id === id ? ruleOf(values, id) : rule)),
      });
    }
    setEditing(null);
  };
  const full = body.rules.length >= MAX_RULES;

  return (
    <Stack gap="6">
      <SectionCard
        title="Rules of the draft"
        actions={
          canEdit && body.rules.length > 0 ? (
            <Button size="sm" variant="outline" disabled={full} onClick={() => setEditing('new')}>
              Add a rule
            </Button>
          ) : null
        }
      >
        <Stack gap="3">
          {body.rules.length === 0 ? (
            <RulesEmpty
              onAdd={canEdit ? () => setEditing('new') : undefined}
              reason={EDIT_REASON}
            />
          ) : (
            <RuleList
              rules={body.rules}
              hits={hits}
              problems={refused}
              canEdit={canEdit}
              onEdit={setEditing}
              onDelete={setDeleting}
              onToggle={(target, enabled) =>
                change({
                  ...body,
                  rules: body.rules.map((rule) =>
                    rule.id === target.id ? { ...rule, enabled } : rule,
                  ),
                })
              }
            />
          )}
          {full ? <Text color="fg.muted">A rule set holds at most {MAX_RULES} rules.</Text> : null}
          {!canEdit && body.rules.length > 0 ? <Text color="fg.muted">{EDIT_REASON}</Text> : null}
        </Stack>
      </SectionCard>
      <SectionCard title="Thresholds">
        <ThresholdsForm
          thresholds={body.thresholds}
          problem={thresholdError}
          disabled={!canEdit}
          onChange={(thresholds) => change({ ...body, thresholds })}
        />
      </SectionCard>
      {save.isError ? (
        <ErrorAlert error={save.error} fallback="The draft could not be saved." />
      ) : null}
      {canEdit ? (
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            loading={save.isPending}
            disabled={!dirty || thresholdError !== null}
            onClick={() => save.mutate(body)}
          >
            Save draft
          </Button>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {dirty ? 'Unsaved changes' : 'All changes saved'}
          </Text>
        </HStack>
      ) : null}
      {editing ? (
        <RuleDialog
          rule={editing === 'new' ? null : editing}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'the rule'}?`}
        message="It leaves the draft; published versions keep it until you publish again."
        confirmText="Delete"
        onConfirm={() => {
          if (deleting)
            change({ ...body, rules: body.rules.filter((rule) => rule.id !== deleting.id) });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
