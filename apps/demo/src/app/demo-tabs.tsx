import { NavLink } from '@pulse/router';
import { NavTabs } from '@pulse/ui/data';
import { useDemoBase } from './use-demo-base';
import { DEMO_TABS } from './demo-children';

/** The tab links to the eight demo children (one route each under the demo's base). */
export function DemoTabs() {
  const base = useDemoBase();
  return (
    <NavTabs
      label="Demo services"
      tabs={DEMO_TABS.map((tab) => ({
        key: tab.path,
        link: <NavLink to={`${base}${tab.path}`}>{tab.label}</NavLink>,
      }))}
    />
  );
}
