import { useSession } from '@pulse/auth';
import { Navigate, Route, Routes } from '@pulse/router';
import { PageHeader, Stack } from '@pulse/ui';
import { DevelopersNav } from './developers-nav';
import { DEVELOPERS_TABS, visibleTabs, type MemberRole } from './developers-tabs';
import { QueryClientFallback } from '../../components/query-client-fallback';

/**
 * Developers: the title, the tab links and the current tab.
 * The shell mounts it at /developers/* inside its layout; the tabs are relative routes (index → the
 * first tab). No router or provider is mounted here.
 */
export function DevelopersPage() {
  return (
    <QueryClientFallback>
      <DevelopersContent />
    </QueryClientFallback>
  );
}

function DevelopersContent() {
  const { user } = useSession();
  const role = (user as { role?: MemberRole } | null)?.role;
  const tabs = visibleTabs(DEVELOPERS_TABS, role);
  const first = tabs[0];
  return (
    <Stack gap="6">
      <PageHeader title="Developers" mb="0" />
      <DevelopersNav tabs={tabs} />
      <Routes>
        {first ? (
          <Route index element={<Navigate to={`/developers/${first.path}`} replace />} />
        ) : null}
        {tabs.map((tab) => (
          <Route key={tab.path} path={`${tab.path}/*`} element={tab.element} />
        ))}
        <Route path="*" element={<Navigate to="/developers" replace />} />
      </Routes>
    </Stack>
  );
}
