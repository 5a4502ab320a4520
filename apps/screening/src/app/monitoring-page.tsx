import { useSession } from '@pulse/auth';
import { PageHeader, Stack, Text } from '@pulse/ui';
import { EntryDetails } from '../features/list-changes';
import { AddSubjectForm, AlertList, SubjectTable, mayMonitor } from '../features/monitoring';

/**
 * Ongoing AML monitoring (`/monitoring`): the alerts the
 * re-screens after list updates raised, the monitored subjects, and (owners, admins, developers)
 * a form to add one. Viewers and analysts read only.
 */
export function MonitoringPage() {
  const { user } = useSession();
  const canEdit = mayMonitor(user?.role);
  return (
    <Stack gap="6">
      <PageHeader title="Monitoring" mb="0" />
      <Text color="fg.muted" mt="-4">
        Subjects screened again after every update of the sanctions lists, and what changed.
      </Text>
      <AlertList renderEntry={(recordId) => <EntryDetails recordId={recordId} />} />
      <SubjectTable canEdit={canEdit} />
      {canEdit ? <AddSubjectForm /> : null}
    </Stack>
  );
}
