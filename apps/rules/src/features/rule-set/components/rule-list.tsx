/**
 * The draft's rules: name and condition, effect, whether it is enabled, its hits over the last 30
 * days, and the edit and delete actions for members who may edit; a refused rule shows the
 * checker's problems under it.
 */
import { Badge, Button, Code, HStack, Stack, Text, formatCount } from '@pulse/ui';
import { Checkbox } from '@pulse/ui/forms';
import { ScrollRegion, SimpleTable, ruleEffectLabel } from '@pulse/ui/data';
import type { ExpressionProblem } from '../../../lib/errors';
import type { Rule } from '@pulse/api-client';
import type { RuleHits } from '../hooks/use-rule-hits';

/** Props of RuleList. */
export interface RuleListProps {
  rules: readonly Rule[];
  hits: RuleHits;
  /** The problems of the last refused save, by rule id. */
  problems: ReadonlyMap<string, ExpressionProblem[]>;
  canEdit: boolean;
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
  onToggle: (rule: Rule, enabled: boolean) => void;
}

function hitsText(hits: RuleHits, rule: Rule): string {
  switch (hits.state) {
    case 'no-live':
      return 'No live rule set yet';
    case 'not-allowed':
      return 'Not shown to your role';
    case 'loading':
      return 'Counting…';
    case 'failed':
      return 'Could not be counted';
    case 'ready': {
      const count = hits.byRule.get(rule.id);
      return count === undefined ? 'Not saved yet' : formatCount(count);
    }
  }
}

/** The rules table. */
export function RuleList({
  rules,
  hits,
  problems,
  canEdit,
  onEdit,
  onDelete,
  onToggle,
}: RuleListProps) {
  return (
    <ScrollRegion label="Rules">
      <SimpleTable aria-label="Rules" minW="2xl">
        <thead>
          <tr>
            <th>Rule</th>
            <th>Effect</th>
            <th>Enabled</th>
            <th data-numeric>Hits, last 30 days</th>
            {canEdit ? <th>Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => {
            const refused = problems.get(rule.id) ?? [];
            return (
              <tr key={rule.id}>
                <td>
                  <Stack gap="1">
                    <Text fontWeight="medium">{rule.name}</Text>
                    <Code wordBreak="break-all" whiteSpace="pre-wrap">
                      {rule.expression}
                    </Code>
                    {refused.map((problem, index) => (
                      <Text key={index} textStyle="sm" color="fg.error" role="alert">
                        Line {problem.line}, column {problem.column}: {problem.message}
                      </Text>
                    ))}
                  </Stack>
                </td>
                <td data-nowrap>
                  <Stack gap="1" align="start">
                    <Badge variant="subtle">{ruleEffectLabel(rule.effect)}</Badge>
                    {rule.openCase ? (
                      <Badge variant="outline" colorPalette="orange">
                        Opens a case
                      </Badge>
                    ) : null}
                  </Stack>
                </td>
                <td>
                  <Checkbox.Root
                    checked={rule.enabled}
                    disabled={!canEdit}
                    onCheckedChange={(event) => onToggle(rule, event.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={`Enabled: ${rule.name}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </td>
                <td data-numeric>{hitsText(hits, rule)}</td>
                {canEdit ? (
                  <td>
                    <HStack gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => onEdit(rule)}
                        aria-label={`Edit ${rule.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => onDelete(rule)}
                        aria-label={`Delete ${rule.name}`}
                      >
                        Delete
                      </Button>
                    </HStack>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </SimpleTable>
    </ScrollRegion>
  );
}
