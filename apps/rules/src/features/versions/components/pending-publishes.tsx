/**
 * Publish requests waiting under four-eyes (`GET /rules/rule-set` `pending`, docs/api-contract.md
 * "Decision rules"): with the case review's four-eyes setting on, Publish answers 202 with a request
 * holding the draft as it was, and another owner or admin publishes it. Each request shows who asked
 * and when; other owners and admins approve or reject it, the requester may withdraw it (a reject)
 * and sees why Approve is not theirs; the other roles only read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@pulse/auth';
import {
  approvePublishRequest,
  rejectPublishRequest,
  ruleQueries,
  type PublishRequest,
} from '@pulse/api-client';
import {
  Badge,
  Button,
  HStack,
  SectionCard,
  Stack,
  Text,
  formatDateTime,
  useNotify,
} from '@pulse/ui';
import { ErrorAlert } from '../../../components/error-alert';
import { publishedText } from '../utils/published-text';

/** Why the requester's Approve is disabled (the API's 403 FOUR_EYES says the same). */
export const OWN_REQUEST_REASON =
  'You asked for this publish: another owner or admin must approve it.';
/** What the roles that do not publish read instead of the buttons. */
export const APPROVE_REASON = 'Owners and admins other than the requester approve or reject it.';

/** Props of PendingPublishes. */
export interface PendingPublishesProps {
  pending: readonly PublishRequest[];
  /** Owner or admin. */
  canPublish: boolean;
}

/** One pending request with the actions the member may take. */
function PendingPublish({ request, canPublish }: { request: PublishRequest; canPublish: boolean }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { user } = useSession();
  // Request authors are kept as e-mail addresses (as versions' createdBy).
  const own = user?.email !== undefined && user.email === request.requestedBy;
  const modeText = request.mode === 'live' ? 'live' : 'test mode';
  const refresh = () => queryClient.invalidateQueries({ queryKey: ruleQueries.all() });
  const approve = useMutation({
    mutationFn: () => approvePublishRequest(request.id),
    onSuccess: async (version) => {
      notify.success(publishedText(version));
      await refresh();
    },
  });
  const reject = useMutation({
    mutationFn: () => rejectPublishRequest(request.id),
    onSuccess: async () => {
      notify.success(
        own ? 'Your publish request is withdrawn.' : 'The publish request is rejected.',
      );
      await refresh();
    },
  });
  const busy = approve.isPending || reject.isPending;
  const titleId = `publish-request-${request.id}`;
  return (
    <Stack as="li" gap="2" aria-labelledby={titleId}>
      <HStack gap="2" wrap="wrap">
        <Text id={titleId} fontWeight="semibold">
          Waiting for another owner or admin to approve
        </Text>
        <Badge colorPalette={request.mode === 'live' ? 'teal' : 'purple'}>
          {request.mode === 'live' ? 'Live mode' : 'Test mode'}
        </Badge>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        Publish to {modeText}, asked by {request.requestedBy} on{' '}
        {formatDateTime(request.requestedAt)}
        {request.note ? ` · ${request.note}` : ''}
      </Text>
      {canPublish ? (
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            disabled={own || busy}
            loading={approve.isPending}
            aria-describedby={own ? `${titleId}-reason` : undefined}
            onClick={() => approve.mutate()}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            loading={reject.isPending}
            onClick={() => reject.mutate()}
          >
            {own ? 'Withdraw' : 'Reject'}
          </Button>
        </HStack>
      ) : null}
      {canPublish && own ? (
        <Text id={`${titleId}-reason`} textStyle="sm" color="fg.muted">
          {OWN_REQUEST_REASON}
        </Text>
      ) : null}
      {!canPublish ? (
        <Text textStyle="sm" color="fg.muted">
          {APPROVE_REASON}
        </Text>
      ) : null}
      {approve.isError ? (
        <ErrorAlert error={approve.error} fallback="The publish could not be approved." />
      ) : null}
      {reject.isError ? (
        <ErrorAlert error={reject.error} fallback="The publish request could not be rejected." />
      ) : null}
    </Stack>
  );
}

/** The pending publish requests, oldest first; nothing when there are none. */
export function PendingPublishes({ pending, canPublish }: PendingPublishesProps) {
  if (pending.length === 0) return null;
  return (
    <SectionCard title="Waiting for approval">
      <Stack gap="4">
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
          {pending.map((request) => (
            <PendingPublish key={request.id} request={request} canPublish={canPublish} />
          ))}
        </Stack>
        <Text textStyle="sm" color="fg.muted">
          Nothing changes until a request is approved; a rejected one can be asked again.
        </Text>
      </Stack>
    </SectionCard>
  );
}
