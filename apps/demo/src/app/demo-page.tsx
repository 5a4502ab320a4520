import { Navigate, Route, Routes } from '@pulse/router';
import { PageHeader, Stack } from '@pulse/ui';
import { DEFAULT_TAB, DEMO_TABS } from './demo-children';
import { AccuracyBanner } from './accuracy-banner';
import { DemoTabs } from './demo-tabs';

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
        <Route index element={<Navigate to={DEFAULT_TAB} replace />} />
        {DEMO_TABS.map(({ path, Form }) => (
          <Route key={path} path={path} element={<Form />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Stack>
  );
}
