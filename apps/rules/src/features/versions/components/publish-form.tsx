/**
 * Publish: makes the current draft a new version, live or in test mode only (test keys use it,
 * live decisions do not), with an optional note. Owners and admins publish; the others see why
 * they cannot. Under four-eyes the API answers 202 with a publish request instead, which another
 * owner or admin approves (pending-publishes.tsx).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Field, HStack, Input, SectionCard, Stack, Text, useNotify } from '@pulse/ui';
import { ChoiceField } from '../../../components/choice-field';
import { ErrorAlert } from '../../../components/error-alert';
import { PUBLISH_REASON } from '../../../lib/roles';
import { publishedText } from '../utils/published-text';
import {
  publishRuleSet,
  ruleQueries,
  type PublishRequest,
  type RuleVersionSummary,
} from '@pulse/api-client';

/** Props of PublishForm. */
export interface PublishFormProps {
  canPublish: boolean;
  /** The tenant's four-eyes setting is on: a publish waits for another owner or admin. */
  fourEyes?: boolean;
}

/** Publish's answer: the new version (201), or under four-eyes the request (202). */
type PublishAnswer = RuleVersionSummary | { request: PublishRequest };

/** The publish form, or the reason a member may not publish. */
export function PublishForm({ canPublish, fourEyes = false }: PublishFormProps) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [mode, setMode] = useState<'live' | 'test'>('live');
  const [note, setNote] = useState('');
  const publish = useMutation({
    // The client's signature names the 201 answer only; the 202 body is told apart by `request`.
    mutationFn: (params: { mode: 'live' | 'test'; note?: string }): Promise<PublishAnswer> =>
      publishRuleSet(params),
    onSuccess: async (answer) => {
      setNote('');
      if ('request' in answer) {
        notify.success('Publish requested: another owner or admin approves it.');
      } else {
        notify.success(publishedText(answer));
      }
      await queryClient.invalidateQueries({ queryKey: ruleQueries.all() });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    publish.mutate(text ? { mode, note: text } : { mode });
  };
  return (
    <SectionCard title="Publish the draft">
      {canPublish ? (
        <form onSubmit={submit} aria-label="Publish the draft">
          <Stack gap="3">
            <HStack align="end" gap="3" wrap="wrap">
              <ChoiceField
                label="Mode"
                value={mode}
                width={{ base: 'full', sm: '44' }}
                choices={[
                  { value: 'live', label: 'Live' },
                  { value: 'test', label: 'Test mode only' },
                ]}
                onChange={setMode}
              />
              <Field.Root flex="1" minW={{ base: 'full', sm: 'xs' }}>
                <Field.Label>Note (optional)</Field.Label>
                <Input
                  value={note}
                  maxLength={500}
                  placeholder="What changes and why"
                  onChange={(event) => setNote(event.target.value)}
                />
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={publish.isPending}>
                Publish
              </Button>
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {mode === 'live'
                ? 'Every lookup of your live keys is decided by this version from now on.'
                : 'Only your test keys use this version; live decisions stay as they are.'}
              {fourEyes
                ? ' Four-eyes is on: another owner or admin approves the publish before it applies.'
                : ''}
            </Text>
            {publish.isError ? (
              <ErrorAlert error={publish.error} fallback="The draft could not be published." />
            ) : null}
          </Stack>
        </form>
      ) : (
        <Text color="fg.muted">{PUBLISH_REASON}</Text>
      )}
    </SectionCard>
  );
}
