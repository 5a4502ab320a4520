import { useMutation } from '@tanstack/react-query';
import { errorText, isApiError, monitorSubject, type ReportDetail } from '@pulse/api-client';
import { useSession, type MemberRole } from '@pulse/auth';
import { Link as RouterLink } from '@pulse/router';
import { Alert, Button, HStack, Link, Text } from '@pulse/ui';

/** The services whose reports name a subject that monitoring can screen again. */
const AML_SERVICES: ReadonlySet<string> = new Set(['amlPerson', 'amlBusiness']);

/**
 * Whether `role` may add subjects to monitoring (the monitoring contract: owner, admin and
 * developer; viewers and analysts read only). A session without a role was stored before roles
 * existed, when every account was its owner.
 */
export function mayMonitor(role: MemberRole | undefined): boolean {
  const r = role ?? 'owner';
  return r === 'owner' || r === 'admin' || r === 'developer';
}

/**
 * "Monitor this subject" on an AML person or business report: the report's subject is screened
 * again after every list update (`POST /monitoring/subjects { reportId }`). Adding uses one AML
 * call; a subject already monitored is not charged again. Hidden from viewers and analysts.
 */
export function MonitorSubject({ report }: { report: ReportDetail }) {
  const { user } = useSession();
  const reportId = report.report?.referenceID;
  const monitor = useMutation({ mutationFn: (id: string) => monitorSubject({ reportId: id }) });
  if (!AML_SERVICES.has(report.apiService) || !reportId || !mayMonitor(user?.role)) return null;
  return (
    <HStack gap="3" mb="4" wrap="wrap" data-print-hide="">
      <Button
        variant="outline"
        size="sm"
        loading={monitor.isPending}
        disabled={monitor.isSuccess}
        onClick={() => monitor.mutate(reportId)}
      >
        Monitor this subject
      </Button>
      {monitor.isSuccess ? (
        <Text textStyle="sm" role="status">
          {monitor.data.created ? 'Monitoring this subject. ' : 'Already monitored. '}
          <Link asChild>
            <RouterLink to="/monitoring">See monitoring</RouterLink>
          </Link>
        </Text>
      ) : null}
      {monitor.isError ? (
        <Alert.Root
          status={isApiError(monitor.error) && monitor.error.status === 402 ? 'warning' : 'error'}
          role="alert"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This subject could not be monitored</Alert.Title>
            <Alert.Description>
              {errorText(monitor.error, 'Something went wrong')}
              {isApiError(monitor.error) && monitor.error.status === 402 ? (
                <>
                  {' '}
                  <Link asChild fontWeight="semibold" textDecoration="underline">
                    <RouterLink to="/billing">Top up on the Billing page</RouterLink>
                  </Link>
                </>
              ) : null}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </HStack>
  );
}
