/** One version's changes against the version before it, in words, with expression diffs. */
import { Badge, Code, List, Stack, Text } from '@pulse/ui';
import { ruleEffectLabel } from '@pulse/ui/data';
import type { Rule, RuleSetBody } from '@pulse/api-client';
import { diffBodies, isEmptyDiff, type RuleField } from '../utils/version-diff';
import { ExpressionDiff } from './expression-diff';

/** Props of VersionDiffView. */
export interface VersionDiffViewProps {
  /** The body of the version before; null for the first version. */
  before: RuleSetBody | null;
  after: RuleSetBody;
}

const FIELD_LABELS: Record<RuleField, string> = {
  name: 'name',
  expression: 'expression',
  effect: 'effect',
  enabled: 'enabled',
  openCase: 'case',
};

const THRESHOLD_LABELS = { suspicious: 'Suspicious', risky: 'Risky', declined: 'Declined' };

function RuleLine({ rule }: { rule: Rule }) {
  return (
    <>
      {rule.name} <Badge variant="subtle">{ruleEffectLabel(rule.effect)}</Badge>{' '}
      <Code wordBreak="break-all">{rule.expression}</Code>
    </>
  );
}

/** A titled list of whole rules (added or removed); nothing when there are none. */
function RuleGroup({ title, rules }: { title: string; rules: readonly Rule[] }) {
  if (rules.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{title}</Text>
      <List.Root ps="5">
        {rules.map((rule) => (
          <List.Item key={rule.id}>
            <RuleLine rule={rule} />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The added, removed and changed rules and the moved thresholds. */
export function VersionDiffView({ before, after }: VersionDiffViewProps) {
  const diff = diffBodies(before, after);
  if (isEmptyDiff(diff)) {
    return (
      <Text color="fg.muted" textStyle="sm">
        {before ? 'Same rules and thresholds as the version before.' : 'No rules.'}
      </Text>
    );
  }
  return (
    <Stack gap="2" textStyle="sm">
      <RuleGroup title="Rules added" rules={diff.added} />
      <RuleGroup title="Rules removed" rules={diff.removed} />
      {diff.changed.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="semibold">Rules changed</Text>
          {diff.changed.map(({ before: old, after: now, fields }) => (
            <Stack key={now.id} gap="1" ps="2">
              <Text>
                {now.name} ({fields.map((field) => FIELD_LABELS[field]).join(', ')})
              </Text>
              {fields.includes('name') ? <Text>Was named {old.name}</Text> : null}
              {fields.includes('effect') ? (
                <Text>
                  Effect: {ruleEffectLabel(old.effect)} → {ruleEffectLabel(now.effect)}
                </Text>
              ) : null}
              {fields.includes('enabled') ? (
                <Text>{now.enabled ? 'Enabled' : 'Disabled'}</Text>
              ) : null}
              {fields.includes('openCase') ? (
                <Text>{now.openCase ? 'Opens a case on review' : 'Opens no case'}</Text>
              ) : null}
              {fields.includes('expression') ? (
                <ExpressionDiff before={old.expression} after={now.expression} />
              ) : null}
            </Stack>
          ))}
        </Stack>
      ) : null}
      {diff.thresholds.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="semibold">Thresholds</Text>
          <List.Root ps="5">
            {diff.thresholds.map((change) => (
              <List.Item key={change.key}>
                {THRESHOLD_LABELS[change.key]}: {change.before} → {change.after}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}
