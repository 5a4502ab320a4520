import { useSession } from '@pulse/auth';
import { Navigate, NavLink, Route, Routes } from '@pulse/router';
import { Button, Center, Heading, Icon, PageHeader, Stack, Text, VStack } from '@pulse/ui';
import { ShieldAlert } from 'lucide-react';
import { ROLE_LABELS } from '../../features/members';
import { NavTabs } from '@pulse/ui/data';
import { SETTINGS_TABS, visibleSettingsTabs, type Role } from './settings-tabs';
import { QueryClientFallback } from '../../components/query-client-fallback';

/**
 * What a member sees on a tab their role may not open: the shell's refusal for a page of the
 * layout (the same title and text), not a silent move to another tab.
 */
function NoAccess({ role }: { role: Role }) {
  return (
    <Center py="16" px="4">
      <VStack gap="3" maxW="md" textAlign="center" role="alert">
        <Icon as={ShieldAlert} boxSize="10" color="fg.muted" aria-hidden="true" />
        <Heading as="h2" size="md">
          You do not have access to this page
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {`Your role (${ROLE_LABELS[role]}) does not include this page. Ask an owner or admin of your team for access.`}
        </Text>
        <Button asChild variant="outline" size="sm">
          <NavLink to="/dashboard">Go to Dashboard</NavLink>
        </Button>
      </VStack>
    </Center>
  );
}

/**
 * Settings: a tab list over the nested routes `/settings/<tab>`; `/settings` opens
 * the first tab. A member sees the tabs of their role only; the
 * address of a tab their role may not open says so; any other address opens the first tab. The
 * shell routes `settings/*` here.
 */
export function SettingsPage() {
  return (
    <QueryClientFallback>
      <SettingsContent />
    </QueryClientFallback>
  );
}

function SettingsContent() {
  const { user } = useSession();
  const role = (user as { role?: Role } | null)?.role;
  const tabs = visibleSettingsTabs(role);
  const refused = role ? SETTINGS_TABS.filter((tab) => !tabs.includes(tab)) : [];
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
        {role
          ? refused.map((tab) => (
              <Route key={tab.path} path={tab.path} element={<NoAccess role={role} />} />
            ))
          : null}
        <Route path="*" element={<Navigate to={`/settings/${first}`} replace />} />
      </Routes>
    </Stack>
  );
}
