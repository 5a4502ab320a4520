/**
 * The rule editor, in a dialog: name, condition (the CEL editor, with completion of the signals and
 * the checker's problems inline), effect, whether it is enabled and whether it opens a case in the
 * case review when it sends a report to review. Apply puts the rule in the
 * page's draft; Save draft on the page sends it.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, CloseButton, Field, HStack, Input, Stack, Text } from '@pulse/ui';
import { Checkbox } from '@pulse/ui/forms';
import { Dialog, Portal } from '@pulse/ui/overlays';
import { LazyCelEditor, type CelProblem } from '../../../components/cel-editor';
import { ChoiceField } from '../../../components/choice-field';
import { ruleQueries, validateRule, type Rule } from '@pulse/api-client';
import { canOpenCase, formValuesOf, ruleFormProblems, type RuleFormValues } from '../utils/draft';

/** Props of RuleDialog. */
export interface RuleDialogProps {
  /** The rule being edited, or null for a new one. */
  rule: Rule | null;
  onApply: (values: RuleFormValues) => void;
  onClose: () => void;
}

const checkExpression = async (expression: string): Promise<CelProblem[]> =>
  (await validateRule({ expression })).problems;

/** The open rule editor. */
export function RuleDialog({ rule, onApply, onClose }: RuleDialogProps) {
  const signals = useQuery(ruleQueries.signals());
  const [values, setValues] = useState<RuleFormValues>(() => formValuesOf(rule));
  const [tried, setTried] = useState(false);
  const ids = useId();
  const problems = tried ? ruleFormProblems(values) : {};
  const set = (change: Partial<RuleFormValues>) => setValues((v) => ({ ...v, ...change }));
  const signalList = (signals.data?.services ?? []).flatMap((service) => service.signals);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(ruleFormProblems(values)).length === 0) onApply(values);
  };

  return (
    <Dialog.Root
      open
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      onOpenChange={(e) => !e.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{rule ? `Edit ${rule.name}` : 'Add a rule'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(problems.name)} required>
                    <Field.Label>Name</Field.Label>
                    <Input
                      value={values.name}
                      maxLength={80}
                      placeholder="Decline disposable e-mails"
                      onChange={(event) => set({ name: event.target.value })}
                    />
                    <Field.ErrorText>{problems.name}</Field.ErrorText>
                  </Field.Root>
                  <Stack gap="1.5">
                    <Text as="span" id={`${ids}-label`} textStyle="sm" fontWeight="medium">
                      Condition (CEL)
                    </Text>
                    <LazyCelEditor
                      value={values.expression}
                      onChange={(expression) => set({ expression })}
                      validate={checkExpression}
                      signals={signalList}
                      label="Condition (CEL)"
                      describedBy={`${ids}-help`}
                    />
                    <Text id={`${ids}-help`} textStyle="xs" color="fg.muted">
                      True when the rule applies, e.g.{' '}
                      <code>email.disposable &amp;&amp; ip.country != &quot;US&quot;</code>.
                      Ctrl+Space lists the signals and Enter picks one; Tab moves on to the next
                      field. Problems are underlined as you type.
                    </Text>
                    {problems.expression ? (
                      <Text textStyle="sm" color="fg.error" role="alert">
                        {problems.expression}
                      </Text>
                    ) : null}
                  </Stack>
                  <HStack align="start" gap="3" wrap="wrap">
                    <ChoiceField
                      label="Effect"
                      value={values.kind}
                      width="56"
                      choices={[
                        { value: 'score', label: 'Add points to the score' },
                        { value: 'force', label: 'Force an outcome' },
                      ]}
                      onChange={(kind) => set({ kind })}
                    />
                    {values.kind === 'score' ? (
                      <Field.Root invalid={Boolean(problems.points)} w="40">
                        <Field.Label>Points</Field.Label>
                        <Input
                          type="number"
                          inputMode="numeric"
                          value={values.points}
                          onChange={(event) => set({ points: event.target.value })}
                        />
                        <Field.ErrorText>{problems.points}</Field.ErrorText>
                      </Field.Root>
                    ) : (
                      <ChoiceField
                        label="Outcome"
                        value={values.outcome}
                        choices={[
                          { value: 'allow', label: 'Allow' },
                          { value: 'review', label: 'Review' },
                          { value: 'decline', label: 'Decline' },
                        ]}
                        onChange={(outcome) => set({ outcome })}
                      />
                    )}
                  </HStack>
                  <Checkbox.Root
                    checked={values.enabled}
                    onCheckedChange={(event) => set({ enabled: event.checked === true })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Enabled</Checkbox.Label>
                  </Checkbox.Root>
                  <Stack gap="1">
                    <Checkbox.Root
                      checked={values.openCase && canOpenCase(values)}
                      disabled={!canOpenCase(values)}
                      onCheckedChange={(event) => set({ openCase: event.checked === true })}
                    >
                      <Checkbox.HiddenInput aria-describedby={`${ids}-case`} />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        Open a case when this rule sends a report to review
                      </Checkbox.Label>
                    </Checkbox.Root>
                    <Text id={`${ids}-case`} textStyle="xs" color="fg.muted">
                      {canOpenCase(values)
                        ? 'When the decision is Suspicious or Risky and this rule fired, the report opens a case in the case review.'
                        : 'A rule that forces decline never sends a report to review.'}
                    </Text>
                  </Stack>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand">
                  Apply
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
