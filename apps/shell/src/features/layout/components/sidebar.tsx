import { forwardRef } from 'react';
import { NavLink, Link as RouterLink } from '@pulse/router';
import { X } from 'lucide-react';
import { Box, Flex, Icon, IconButton, Link, Separator, Stack, chakra } from '@pulse/ui';
import { Logo } from '../../../components/logo';
import { useSessionRole } from '../../../lib/page-roles';
import { useRoutePreloader } from '../../../lib/route-preload';
import { useRoutedNav } from '../../../lib/routed-nav';
import { NAV_ITEMS, navItemsFor, withRoutedEntries, type NavItem } from '../utils/nav-items';

export const SIDEBAR_WIDTH = '264px';
export const SIDEBAR_ID = 'app-sidebar';

type SidebarProps = {
  /** 0 (hidden) … 1 (fully shown): follows the finger while a swipe is in progress. */
  ratio: number;
  dragging: boolean;
  open: boolean;
  narrow: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  /** Closes the drawer (narrow screens): the header toggle sits behind the backdrop then. */
  onClose: () => void;
};

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2.5',
  rounded: 'lg',
  fontWeight: 'medium',
  textStyle: 'sm',
  color: 'fg.muted',
  textDecoration: 'none',
  transition: 'background 150ms, color 150ms',
  _hover: { bg: 'bg.muted', color: 'fg', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

/** The left navigation: a fixed sidebar on wide screens, a swipeable drawer at ≤ 992 px. */
export const Sidebar = forwardRef<HTMLElement, SidebarProps>(function Sidebar(
  { ratio, dragging, open, narrow, onNavigate, onLogout, onClose },
  ref,
) {
  const hidden = !open && !dragging;
  const role = useSessionRole();
  const { entries, loading } = useRoutedNav();
  const pages = navItemsFor(role, withRoutedEntries(entries)).filter((item) => !item.logout);
  const logout = NAV_ITEMS.find((item) => item.logout);
  return (
    <Box
      as="nav"
      ref={ref}
      id={SIDEBAR_ID}
      aria-label="Main navigation"
      // The remotes' entries come in as their routes load: the list is not final until then.
      aria-busy={loading || undefined}
      aria-hidden={hidden || undefined}
      inert={hidden}
      position="fixed"
      top="0"
      left="0"
      h="100dvh"
      w={SIDEBAR_WIDTH}
      maxW="85vw"
      bg="bg.panel"
      borderRightWidth="1px"
      borderColor="border"
      boxShadow={narrow && ratio > 0 ? 'xl' : undefined}
      zIndex={narrow ? 'modal' : 'sticky'}
      display="flex"
      flexDirection="column"
      style={{
        transform: `translateX(${(ratio - 1) * 100}%)`,
        transition: dragging ? 'none' : 'transform 300ms cubic-bezier(0.2, 0, 0, 1)',
        touchAction: 'pan-y',
      }}
    >
      <Flex h="16" px="5" align="center" justify="space-between" flexShrink="0">
        <Link asChild aria-label="Pulse home" rounded="md" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/" onClick={onNavigate}>
            <Logo />
          </RouterLink>
        </Link>
        {narrow ? (
          <IconButton aria-label="Close menu" variant="ghost" size="sm" onClick={onClose}>
            <X aria-hidden="true" />
          </IconButton>
        ) : null}
      </Flex>
      <Stack as="ul" listStyleType="none" gap="1" px="3" py="4" flex="1" overflowY="auto">
        {pages.map((item) => (
          <li key={item.path}>
            <NavItemLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </Stack>
      {logout ? (
        <Box px="3" pb="5">
          <Separator mb="3" />
          <chakra.button type="button" {...itemStyles} cursor="pointer" onClick={onLogout}>
            <Icon as={logout.icon} boxSize="5" aria-hidden="true" />
            {logout.name}
          </chakra.button>
        </Box>
      ) : null}
    </Box>
  );
});

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const preloader = useRoutePreloader();
  // The section under the pointer (or the keyboard focus) is likely next: fetch it now, code and
  // data; a click starts its data again if what the hover fetched is no longer fresh.
  const preload = () => preloader.preload(item.path);
  const onClick = () => {
    preloader.prefetchData(item.path);
    onNavigate();
  };
  return (
    <Link
      asChild
      {...itemStyles}
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
    >
      <NavLink to={item.path} onClick={onClick} onPointerEnter={preload} onFocus={preload}>
        <Icon as={item.icon} boxSize="5" aria-hidden="true" />
        {item.name}
      </NavLink>
    </Link>
  );
}
