import { useSession } from '@pulse/auth';
import { Navigate, NavLink, Route, Routes } from '@pulse/router';
import { PageHeader, Stack } from '@pulse/ui';
import { NavTabs } from '@pulse/ui/data';
import { visibleSettingsTabs, type Role } from './settings-tabs';

/**
 * Settings (issue 17): a tab list over the nested routes `/settings/<tab>`; `/settings` opens
 * the first tab. A member sees the tabs of their role only (docs/api-contract.md, "Roles"); another
 * tab's address opens the first tab. The shell routes `settings/*` here.
 */
export function SettingsPage() {
  const { user } = useSession();
  const tabs = visibleSettingsTabs((user as { role?: Role } | null)?.role);
  const first = tabs[0]?.path ?? 'security';
  return (
    <Stack gap="6">
      <PageHeader title="Settings" mb="0" />
      <NavTabs
        label="Settings"
        tabs={tabs.map((tab) => ({
          key: tab.path,
          link: <NavLink to={`/settings/${tab.path}`}>{tab.label}</NavLink>,
        }))}
      />
      <Routes>
        {tabs.map((tab) => (
          <Route key={tab.path} path={tab.path} element={tab.element} />
        ))}
        <Route path="*" element={<Navigate to={`/settings/${first}`} replace />} />
      </Routes>
    </Stack>
  );
}
