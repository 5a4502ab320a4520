import { isApiError } from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { Link as RouterLink, useParams } from '@pulse/router';
import { EmptyState, Link, LoadingSpinner, PageHeader, RetryAlert, Stack } from '@pulse/ui';
import { CaseDetail, mayReviewCases, subjectText, useCase, useTeam } from '../features/cases';
import { EntryDetails } from '../features/list-updates';

function BackLink() {
  return (
    <Link asChild textStyle="sm" alignSelf="flex-start">
      <RouterLink to="/cases">← All cases</RouterLink>
    </Link>
  );
}

/**
 * One case (`/cases/:id`): the subject, its matches with their list entries, the review actions
 * the member's role and the case's status allow, and the history. A viewer reads only.
 */
export function CaseDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const team = useTeam();
  const found = useCase(id);

  let body;
  if (found.isPending) body = <LoadingSpinner label="Loading case" />;
  else if (found.isError) {
    body =
      isApiError(found.error) && found.error.status === 404 ? (
        <EmptyState text="This case does not exist, or belongs to the other view mode." />
      ) : (
        <RetryAlert message="The case could not be loaded." onRetry={() => void found.refetch()} />
      );
  } else {
    body = (
      <CaseDetail
        detail={found.data}
        canReview={mayReviewCases(user?.role)}
        me={team.me}
        nameOf={team.nameOf}
        entryDetails={(entryId) => <EntryDetails entryId={entryId} />}
      />
    );
  }

  return (
    <Stack gap="6">
      <BackLink />
      <PageHeader
        title={found.data ? subjectText(found.data.subject) : 'Case'}
        pageName="Case"
        mb="0"
      />
      {body}
    </Stack>
  );
}
