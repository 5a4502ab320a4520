import { Briefcase, Radar } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navItemsFor, navTitleAt, withRoutedEntries } from './nav-items';
import { isScrolled } from './scroll';
import { clampRatio, drawerOpenAfterSwipe, startsInSwipeArea } from './swipe';

describe('NAV_ITEMS', () => {
  it('lists the sidebar entries in spec order, then Developers', () => {
    expect(NAV_ITEMS.map((item) => [item.name, item.path])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Reports', '/reports'],
      ['Demo', '/demo'],
      ['Billing', '/billing'],
      ['License Key', '/license-key'],
      ['Developers', '/developers'],
      ['Logout', '/'],
    ]);
  });
});

describe('navItemsFor', () => {
  const names = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((i) => i.name);
  it('shows each role only the pages it may open', () => {
    expect(names('owner')).toEqual(NAV_ITEMS.map((i) => i.name));
    expect(names('admin')).toEqual(NAV_ITEMS.map((i) => i.name));
    expect(names('developer')).toEqual([
      'Dashboard',
      'Reports',
      'Demo',
      'License Key',
      'Developers',
      'Logout',
    ]);
    expect(names('viewer')).toEqual(['Dashboard', 'Reports', 'Logout']);
  });
});

describe('navTitleAt', () => {
  it("names a page of the shell's sidebar by its entry, sub-pages included", () => {
    expect(navTitleAt('/license-key')).toBe('License Key');
    expect(navTitleAt('/developers/webhooks')).toBe('Developers');
    expect(navTitleAt('/reports-archive')).toBeUndefined();
    expect(navTitleAt('/batches')).toBeUndefined();
    expect(navTitleAt('/')).toBeUndefined();
  });
});

describe('isScrolled', () => {
  it('switches at 1 percent of the scrollable height', () => {
    expect(isScrolled(0, 2000, 1000)).toBe(false);
    expect(isScrolled(9, 2000, 1000)).toBe(false);
    expect(isScrolled(10, 2000, 1000)).toBe(true);
    expect(isScrolled(500, 2000, 1000)).toBe(true);
  });
  it('is false when the page cannot scroll', () => {
    expect(isScrolled(0, 800, 800)).toBe(false);
  });
});

describe('drawerOpenAfterSwipe', () => {
  it('opens on a fast rightward fling, whatever the distance', () => {
    expect(drawerOpenAfterSwipe({ wasOpen: false, openRatio: 0.1, velocity: 451 })).toBe(true);
  });
  it('stays closed on a slow short drag', () => {
    expect(drawerOpenAfterSwipe({ wasOpen: false, openRatio: 0.5, velocity: 100 })).toBe(false);
  });
  it('opens on a slow drag beyond the 0.52 hysteresis', () => {
    expect(drawerOpenAfterSwipe({ wasOpen: false, openRatio: 0.53, velocity: 0 })).toBe(true);
  });
  it('needs more than the threshold velocity', () => {
    expect(drawerOpenAfterSwipe({ wasOpen: false, openRatio: 0.1, velocity: 450 })).toBe(false);
  });
  it('closes on a fast leftward fling', () => {
    expect(drawerOpenAfterSwipe({ wasOpen: true, openRatio: 0.9, velocity: -500 })).toBe(false);
  });
  it('stays open when a slow drag moved it less than the hysteresis', () => {
    expect(drawerOpenAfterSwipe({ wasOpen: true, openRatio: 0.5, velocity: -100 })).toBe(true);
  });
  it('closes when a slow drag moved it beyond the hysteresis', () => {
    expect(drawerOpenAfterSwipe({ wasOpen: true, openRatio: 0.4, velocity: -100 })).toBe(false);
  });
  it('a fast fling back reverses the gesture', () => {
    expect(drawerOpenAfterSwipe({ wasOpen: false, openRatio: 0.9, velocity: -600 })).toBe(false);
    expect(drawerOpenAfterSwipe({ wasOpen: true, openRatio: 0.2, velocity: 600 })).toBe(true);
  });
});

describe('swipe area and clamp', () => {
  it('accepts only the 20 px left edge', () => {
    expect(startsInSwipeArea(0)).toBe(true);
    expect(startsInSwipeArea(20)).toBe(true);
    expect(startsInSwipeArea(21)).toBe(false);
  });
  it('clamps ratios', () => {
    expect(clampRatio(-1)).toBe(0);
    expect(clampRatio(2)).toBe(1);
    expect(clampRatio(0.3)).toBe(0.3);
  });
});

describe('withRoutedEntries: sidebar entries declared by remotes', () => {
  const entry = {
    label: 'Batches',
    path: '/batches',
    icon: 'layers',
    order: 25,
  } as const;

  it('places a declared entry by its order, Logout last', () => {
    expect(withRoutedEntries([entry]).map((item) => item.name)).toEqual([
      'Dashboard',
      'Reports',
      'Batches',
      'Demo',
      'Billing',
      'License Key',
      'Developers',
      'Logout',
    ]);
  });

  it('keeps the roles of an entry, draws an unknown icon with the generic one, skips a known path', () => {
    const items = withRoutedEntries([
      { ...entry, roles: ['owner'] },
      { label: 'Later', path: '/later', icon: 'unknown' as 'layers', order: 99 },
      { label: 'Again', path: '/reports', icon: 'layers', order: 1 },
    ]);
    expect(navItemsFor('viewer', items).map((item) => item.name)).not.toContain('Batches');
    expect(navItemsFor('owner', items).map((item) => item.name)).toContain('Batches');
    expect(items.find((item) => item.name === 'Later')?.icon).toBeTruthy();
    expect(items.map((item) => item.name)).not.toContain('Again');
    expect(items.at(-2)?.name).toBe('Later');
  });

  it('draws the Cases entry with its briefcase icon, not the generic one', () => {
    const [cases, unknown] = withRoutedEntries([
      { label: 'Cases', path: '/cases', icon: 'briefcase', order: 1 },
      { label: 'Later', path: '/later', icon: 'unknown' as 'layers', order: 2 },
    ]).filter((item) => item.name === 'Cases' || item.name === 'Later');
    expect(cases?.icon).toBe(Briefcase);
    expect(unknown?.icon).not.toBe(Briefcase);
  });

  it('draws the Monitoring entry with its radar icon', () => {
    const [monitoring] = withRoutedEntries([
      { label: 'Monitoring', path: '/monitoring', icon: 'radar', order: 1 },
    ]).filter((item) => item.name === 'Monitoring');
    expect(monitoring?.icon).toBe(Radar);
  });
});
