/**
 * The frame of every rules page: its heading, one line on what it is for, and the tabs between the
 * rules pages (links, so Tab and Enter walk them and each has its own address). With unsaved work
 * on the page, following a tab asks first (lib/unsaved-changes.ts).
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { NavLink, useNavigate } from '@pulse/router';
import { PageHeader, Stack, Text } from '@pulse/ui';
import { NavTabs } from '@pulse/ui/data';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { LEAVE_MESSAGE, LEAVE_TITLE } from '../lib/unsaved-changes';

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
  /** The page holds unsaved changes: a tab asks before leaving it. */
  unsaved?: boolean;
  children: ReactNode;
}

/** A click that opens the link elsewhere (new tab or window) leaves this page as it is. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A rules page inside its heading, intro and the rules tabs. */
export function RulesFrame({ title, intro, actions, unsaved = false, children }: RulesFrameProps) {
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const guard = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!unsaved || opensElsewhere(event)) return;
    event.preventDefault();
    setLeavingTo(path);
  };
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
            <NavLink to={tab.path} end onClick={guard(tab.path)}>
              {tab.label}
            </NavLink>
          ),
        }))}
      />
      {children}
      <ConfirmDialog
        open={leavingTo !== null}
        title={LEAVE_TITLE}
        message={LEAVE_MESSAGE}
        confirmText="Leave without saving"
        cancelText="Stay on this page"
        onConfirm={() => {
          const to = leavingTo;
          setLeavingTo(null);
          if (to) void navigate(to);
        }}
        onCancel={() => setLeavingTo(null)}
      />
    </Stack>
  );
}
