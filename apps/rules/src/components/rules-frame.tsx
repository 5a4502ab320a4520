/**
 * The frame of every rules page: its heading, one line on what it is for, and the tabs between the
 * rules pages (links, so Tab and Enter walk them and each has its own address).
 */
import type { ReactNode } from 'react';
import { NavLink } from '@pulse/router';
import { PageHeader, Stack, Text } from '@pulse/ui';
import { NavTabs } from '@pulse/ui/data';

const TABS = [
  { path: '/rules', label: 'Rules' },
  { path: '/rules/signals', label: 'Signals' },
  { path: '/rules/try', label: 'Try on a report' },
  { path: '/rules/backtest', label: 'Backtest' },
  { path: '/rules/history', label: 'Publish and history' },
] as const;

/** Props of RulesFrame. */
export interface RulesFrameProps {
  /** The page's heading (h1). */
  title: string;
  /** What the page is for, under the heading. */
  intro: string;
  /** Actions beside the heading (badges, buttons). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A rules page inside its heading, intro and the rules tabs. */
export function RulesFrame({ title, intro, actions, children }: RulesFrameProps) {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <PageHeader title={title} mb="0">
          {actions}
        </PageHeader>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      <NavTabs
        label="Decision rules"
        tabs={TABS.map((tab) => ({
          key: tab.path,
          link: (
            <NavLink to={tab.path} end>
              {tab.label}
            </NavLink>
          ),
        }))}
      />
      {children}
    </Stack>
  );
}
