import { useSession } from '@pulse/auth';
import { Button, PageHeader, Stack, Text } from '@pulse/ui';
import { EntryDetails } from '../features/list-updates';
import {
  AddSubjectForm,
  AlertList,
  SubjectTable,
  goToAddSubject,
  mayMonitor,
} from '../features/monitoring';

/**
 * Ongoing AML monitoring (`/monitoring`): the alerts the
 * re-screens after list updates raised, the monitored subjects, and (owners, admins, developers)
 * a form to add one, at the end of the page: "Add a subject" in the header (and in an empty
 * subject list) takes the reader there. Viewers and analysts read only.
 */
export function MonitoringPage() {
  const { user } = useSession();
  const canEdit = mayMonitor(user?.role);
  return (
    <Stack gap="6">
      <PageHeader title="Monitoring" mb="0">
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={goToAddSubject}>
            Add a subject
          </Button>
        ) : null}
      </PageHeader>
      <Text color="fg.muted" mt="-4">
        Subjects screened again after every update of the sanctions lists, and what changed.
      </Text>
      <AlertList renderEntry={(entryId) => <EntryDetails entryId={entryId} />} />
      <SubjectTable canEdit={canEdit} onAdd={goToAddSubject} />
      {canEdit ? <AddSubjectForm /> : null}
    </Stack>
  );
}
