import { Navigate, NavLink, Route, Routes } from '@pulse/router';
import { HStack, Link, PageHeader, Stack } from '@pulse/ui';
import { DEVELOPERS_TABS } from './developers-tabs';

/**
 * Developers (issue 18): the area the shell mounts at /developers/*, a tab list over the pages of
 * DEVELOPERS_TABS, each at /developers/<path>; /developers opens the first.
 */
export function DevelopersPage() {
  const first = DEVELOPERS_TABS[0];
  return (
    <Stack gap="6">
      <PageHeader title="Developers" mb="0" />
      <HStack as="nav" aria-label="Developers" gap="1" borderBottomWidth="1px" flexWrap="wrap">
        {DEVELOPERS_TABS.map((tab) => (
          <Link
            key={tab.path}
            asChild
            px="3"
            py="2"
            fontWeight="medium"
            textDecoration="none"
            css={{
              '&[aria-current=page]': {
                borderBottomWidth: '2px',
                borderColor: 'brand.solid',
                color: 'brand.fg',
              },
            }}
          >
            <NavLink to={tab.path}>{tab.label}</NavLink>
          </Link>
        ))}
      </HStack>
      <Routes>
        {DEVELOPERS_TABS.map((tab) => (
          <Route key={tab.path} path={`${tab.path}/*`} element={tab.element} />
        ))}
        {first ? <Route index element={<Navigate to={first.path} replace />} /> : null}
        <Route path="*" element={<Navigate to={first?.path ?? '.'} replace />} />
      </Routes>
    </Stack>
  );
}
