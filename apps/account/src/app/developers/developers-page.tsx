import { useSession } from '@pulse/auth';
import { Navigate, NavLink, Route, Routes } from '@pulse/router';
import { Box, HStack, PageHeader, Stack } from '@pulse/ui';
import { DEVELOPERS_TABS, visibleTabs, type MemberRole } from './developers-tabs';

/**
 * Developers (/developers/*): the tab list of DEVELOPERS_TABS the member's role may see, and the
 * page of the tab in the URL. /developers opens the first tab.
 */
export function DevelopersPage() {
  const { user } = useSession();
  const role = (user as { role?: MemberRole } | null)?.role;
  const tabs = visibleTabs(DEVELOPERS_TABS, role);
  const first = tabs[0];
  return (
    <Stack gap="6" maxW="5xl">
      <PageHeader title="Developers" mb="0" />
      <HStack as="nav" aria-label="Developers" gap="1" borderBottomWidth="1px" overflowX="auto">
        {tabs.map((t) => (
          <Box
            key={t.path}
            asChild
            px="4"
            py="2"
            fontWeight="medium"
            color="fg.muted"
            borderBottomWidth="2px"
            borderColor="transparent"
            mb="-1px"
            css={{
              '&[aria-current=page]': { color: 'brand.solid', borderColor: 'brand.solid' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.solid' },
            }}
          >
            <NavLink to={`/developers/${t.path}`}>{t.label}</NavLink>
          </Box>
        ))}
      </HStack>
      <Routes>
        {tabs.map((t) => (
          <Route key={t.path} path={`${t.path}/*`} element={t.element} />
        ))}
        <Route
          path="*"
          element={first ? <Navigate to={`/developers/${first.path}`} replace /> : null}
        />
      </Routes>
    </Stack>
  );
}
