/**
 * A decision of the rule set in words: its outcome and score, the rules that fired with their
 * effects, and the rules skipped at run time with the reason.
 */
import { Badge, HStack, List, Stack, StatusBadge, Strong, Text } from '@pulse/ui';
import { effectLabel } from '../lib/outcomes';
import type { RuleDecision } from '@pulse/api-client';

/** Props of DecisionView. */
export interface DecisionViewProps {
  decision: RuleDecision;
}

/** The outcome, score, fired and skipped rules of one decision. */
export function DecisionView({ decision }: DecisionViewProps) {
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Text>Outcome</Text>
        <StatusBadge status={decision.outcome} />
        <Text>
          Score <Strong>{decision.score}</Strong>
        </Text>
      </HStack>
      <Stack gap="1">
        <Text fontWeight="semibold">Rules that fired</Text>
        {decision.fired.length === 0 ? (
          <Text color="fg.muted">No rule fired.</Text>
        ) : (
          <List.Root ps="5">
            {decision.fired.map((rule) => (
              <List.Item key={rule.ruleId}>
                {rule.name} <Badge variant="subtle">{effectLabel(rule.effect)}</Badge>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
      {decision.skipped.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="semibold">Rules skipped</Text>
          <List.Root ps="5">
            {decision.skipped.map((rule) => (
              <List.Item key={rule.ruleId}>
                {rule.name}: {rule.message}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}
