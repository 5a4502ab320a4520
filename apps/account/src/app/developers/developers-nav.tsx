import { NavLink } from '@pulse/router';
import { NavTabs } from '@pulse/ui/data';
import type { DevelopersTab } from './developers-tabs';

/** The tab links of Developers (one route each under /developers). */
export function DevelopersNav({ tabs }: { tabs: readonly DevelopersTab[] }) {
  return (
    <NavTabs
      label="Developers"
      tabs={tabs.map((tab) => ({
        key: tab.path,
        link: <NavLink to={`/developers/${tab.path}`}>{tab.label}</NavLink>,
      }))}
    />
  );
}
