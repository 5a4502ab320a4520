import { Navigate, Route, Routes } from '@pulse/router';
import { PageHeader, Stack } from '@pulse/ui';
import { DEFAULT_TAB, DEMO_TABS, type DemoTab } from './demo-children';
import { AccuracyBanner } from './accuracy-banner';
import { DemoTabs } from './demo-tabs';

const defaultTab = DEMO_TABS.find((tab) => tab.path === DEFAULT_TAB);

/**
 * One tab's form. At /demo (`redirect`) it also moves the address to the default tab's: the form
 * shows in the first render instead of after the redirect, and the same component at the same
 * place keeps the form mounted when the address changes.
 */
function TabRoute({ tab, redirect = false }: { tab: DemoTab; redirect?: boolean }) {
  const { Form } = tab;
  return (
    <>
      {redirect ? <Navigate to={tab.path} replace /> : null}
      <Form />
    </>
  );
}

/**
 * Service Demo (spec §2): the title, the accuracy banner, tab links to the eight forms and the
 * current form. The shell mounts it at /demo/* inside its layout; the children are relative routes
 * (index → fraud-engine). No router or provider is mounted here.
 */
export function DemoPage() {
  return (
    <Stack gap="6">
      <PageHeader title="Service Demo" mb="0" />
      <AccuracyBanner />
      <DemoTabs />
      <Routes>
        <Route
          index
          element={
            defaultTab ? <TabRoute tab={defaultTab} redirect /> : <Navigate to="/" replace />
          }
        />
        {DEMO_TABS.map((tab) => (
          <Route key={tab.path} path={tab.path} element={<TabRoute tab={tab} />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Stack>
  );
}
