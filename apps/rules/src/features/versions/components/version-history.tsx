/**
 * History: every published version newest first, with its author, date, mode and note and its
 * changes against the version before; an older version can be made live again (Rollback, after a
 * confirmation) by owners and admins.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  EmptyState,
  HStack,
  LoadingSpinner,
  RetryAlert,
  SectionCard,
  Stack,
  Text,
  formatDateTime,
  useNotify,
} from '@pulse/ui';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { ErrorAlert } from '../../../components/error-alert';
import { errorText } from '@pulse/api-client';
import { PUBLISH_REASON } from '../../../lib/roles';
import { rollbackRuleSet, ruleQueries } from '@pulse/api-client';
import { VersionDiffView } from './version-diff-view';

/** Props of VersionHistory. */
export interface VersionHistoryProps {
  canPublish: boolean;
  /** Four-eyes publishing is on: say that a rollback still applies at once. */
  fourEyes?: boolean;
}

/** Why a rollback needs no second person (docs/adr, four-eyes publishing). */
export const ROLLBACK_NOTICE =
  'A rollback is immediate, without approval, also with four-eyes on: it restores a version that was already published.';

/** The versions with their diffs and the rollback action. */
export function VersionHistory({ canPublish, fourEyes = false }: VersionHistoryProps) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const versions = useQuery(ruleQueries.versions());
  const ruleSet = useQuery(ruleQueries.ruleSet());
  const [target, setTarget] = useState<number | null>(null);
  const rollback = useMutation({
    mutationFn: (params: { version: number }) => rollbackRuleSet(params),
    onSuccess: async (version, { version: from }) => {
      setTarget(null);
      notify.success(`Version ${from} is live again as version ${version.version}.`);
      await queryClient.invalidateQueries({ queryKey: ruleQueries.all() });
    },
  });
  const liveVersion = ruleSet.data?.live?.version;
  const testVersion = ruleSet.data?.test?.version;

  if (versions.isPending) return <LoadingSpinner label="Loading the history" />;
  if (versions.isError) {
    return (
      <RetryAlert
        message={errorText(versions.error, 'The history could not be loaded.')}
        onRetry={() => void versions.refetch()}
      />
    );
  }
  const list = versions.data.versions;
  return (
    <SectionCard title="History">
      {list.length === 0 ? (
        <EmptyState text="No version published yet. Publish the draft to make it the first." />
      ) : (
        <Stack as="ol" gap="5" listStyleType="none" m="0" p="0">
          {list.map((version, index) => (
            <Stack
              as="li"
              key={version.version}
              gap="2"
              borderTopWidth={index ? '1px' : 0}
              pt={index ? '4' : 0}
            >
              <HStack justify="space-between" wrap="wrap" gap="2">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">Version {version.version}</Text>
                  <Badge colorPalette={version.mode === 'live' ? 'teal' : 'purple'}>
                    {version.mode === 'live' ? 'Live mode' : 'Test mode'}
                  </Badge>
                  {version.version === liveVersion ? (
                    <Badge colorPalette="green">Live now</Badge>
                  ) : null}
                  {version.version === testVersion ? (
                    <Badge colorPalette="purple">In test now</Badge>
                  ) : null}
                </HStack>
                {index > 0 && version.version !== liveVersion ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!canPublish}
                    title={canPublish ? undefined : PUBLISH_REASON}
                    onClick={() => setTarget(version.version)}
                  >
                    Roll back to version {version.version}
                  </Button>
                ) : null}
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                By {version.createdBy} on {formatDateTime(version.createdAt)}
                {version.note ? ` · ${version.note}` : ''}
              </Text>
              <VersionDiffView before={list[index + 1]?.body ?? null} after={version.body} />
            </Stack>
          ))}
        </Stack>
      )}
      {fourEyes && list.length > 1 ? (
        <Text mt="3" textStyle="sm" color="fg.muted">
          {ROLLBACK_NOTICE}
        </Text>
      ) : null}
      {!canPublish && list.length > 1 ? (
        <Text mt="3" textStyle="sm" color="fg.muted">
          {PUBLISH_REASON}
        </Text>
      ) : null}
      {rollback.isError ? (
        <ErrorAlert error={rollback.error} fallback="The rollback failed." />
      ) : null}
      <ConfirmDialog
        open={target !== null}
        title={`Roll back to version ${target ?? ''}?`}
        message={`Its rules and thresholds become a new live version at once${fourEyes ? ', without approval' : ''}. The draft stays as it is.`}
        confirmText="Roll back"
        loading={rollback.isPending}
        onConfirm={() => target !== null && rollback.mutate({ version: target })}
        onCancel={() => setTarget(null)}
      />
    </SectionCard>
  );
}
