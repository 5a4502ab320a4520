/** The Rules page of a team without rules: what a rule is, with one example, and where to start. */
import { Button, Code, Stack, Text } from '@pulse/ui';

/** Props of RulesEmpty. */
export interface RulesEmptyProps {
  /** Opens the rule editor; absent for members who may not edit. */
  onAdd?: () => void;
  /** Why the member cannot add a rule. */
  reason?: string;
}

/** The empty state of the rule list. */
export function RulesEmpty({ onAdd, reason }: RulesEmptyProps) {
  return (
    <Stack
      gap="3"
      py="6"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="md"
      align="start"
    >
      <Text fontWeight="semibold">No rules yet</Text>
      <Text>
        A rule is a condition on the signals of a lookup and what happens when it holds: it adds
        points to the score, or forces an outcome. The score is turned into Verified, Suspicious,
        Risky or Declined by the thresholds below.
      </Text>
      <Text>
        For example, to decline disposable e-mail addresses: <Code>email.disposable == true</Code>{' '}
        with the effect “Forces decline”.
      </Text>
      <Text color="fg.muted">
        Until a rule set is published, every lookup keeps Pulse’s own decision.
      </Text>
      {onAdd ? (
        <Button colorPalette="brand" onClick={onAdd}>
          Add your first rule
        </Button>
      ) : reason ? (
        <Text color="fg.muted">{reason}</Text>
      ) : null}
    </Stack>
  );
}
