import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from '@pulse/router';
import { Box, Link, ToastScope } from '@pulse/ui';
import { useRoutePreloader } from '../../../lib/route-preload';
import { useRoutedNav } from '../../../lib/routed-nav';
import { forgetReturnPath } from '../../../lib/session-expiry';
import { useDrawerFocus } from '../hooks/use-drawer-focus';
import { useFocusOnNavigation } from '../hooks/use-focus-on-navigation';
import { useResponsiveMenu } from '../hooks/use-responsive-menu';
import { useScrolled } from '../hooks/use-scrolled';
import { useSignOut } from '../hooks/use-sign-out';
import { useSwipeDrawer } from '../hooks/use-swipe-drawer';
import { NAV_ITEMS, navTitleAt } from '../utils/nav-items';
import { AppHeader } from './app-header';
import { TestModeBanner } from './view-mode-switch';
import { SIDEBAR_WIDTH, Sidebar } from './sidebar';

/** The signed-in layout (spec §2 "Main layout"): navigation, header, and the page in <Outlet/>. */
export function MainLayout() {
  const { narrow, open, setOpen, toggle, close } = useResponsiveMenu();
  const drawerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const dragRatio = useSwipeDrawer({ enabled: narrow, open, setOpen, drawerRef });
  const ratio = dragRatio ?? (open ? 1 : 0);
  const scrolled = useScrolled();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const preloader = useRoutePreloader();
  const routedNav = useRoutedNav();
  // One focus rule for every page, local or remote: a navigation focuses the new page's h1.
  useFocusOnNavigation(pathname, mainRef);

  // Signed in: every section behind the sidebar is fetched on idle, so a click opens it at once.
  const routedPaths = routedNav.entries.map((entry) => entry.path).join(' ');
  useEffect(
    () =>
      preloader.preloadWhenIdle([
        ...NAV_ITEMS.filter((item) => !item.logout).map((item) => item.path),
        ...routedPaths.split(' ').filter(Boolean),
      ]),
    [preloader, routedPaths],
  );

  // Any navigation to a page (a link, a redirect, a reload): its route queries start now, with its
  // code, not once the remote's page has rendered. A sidebar click started them already.
  useEffect(() => preloader.prefetchData(pathname + search), [preloader, pathname, search]);

  const onNavigate = useCallback(() => {
    if (narrow) close();
  }, [narrow, close]);

  const leave = useCallback(() => navigate('/', { replace: true }), [navigate]);
  const signOut = useSignOut(leave);
  const onLogout = useCallback(() => {
    forgetReturnPath();
    void signOut();
  }, [signOut]);

  // The open drawer is modal: focus moves into it, Tab cycles inside it (the page behind is inert),
  // Escape closes it, and focus goes back to the toggle.
  const modal = narrow && open;
  useDrawerFocus({ active: modal, drawerRef, returnRef: toggleRef, onEscape: close });

  return (
    <ToastScope value="app">
      <Box minH="100vh" bg="bg.canvas">
        <Link
          inert={modal}
          href="#main-content"
          position="absolute"
          left="2"
          top="-20"
          zIndex="skipLink"
          bg="bg.panel"
          px="3"
          py="2"
          rounded="md"
          _focus={{ top: '2' }}
        >
          Skip to content
        </Link>
        <Sidebar
          ref={drawerRef}
          ratio={ratio}
          dragging={dragRatio !== null}
          open={open}
          narrow={narrow}
          onNavigate={onNavigate}
          onLogout={onLogout}
          onClose={close}
        />
        {narrow ? (
          <Box
            aria-hidden="true"
            position="fixed"
            inset="0"
            bg="blackAlpha.600"
            zIndex="overlay"
            pointerEvents={ratio > 0 ? 'auto' : 'none'}
            style={{ opacity: ratio, transition: dragRatio === null ? 'opacity 150ms' : 'none' }}
            onClick={close}
          />
        ) : null}
        <Box
          inert={modal}
          ms={!narrow && open ? SIDEBAR_WIDTH : '0'}
          transition="margin 300ms cubic-bezier(0.2, 0, 0, 1)"
          minW="0"
        >
          <AppHeader
            title={routedNav.titleAt(pathname) ?? navTitleAt(pathname) ?? ''}
            scrolled={scrolled}
            menuOpen={open}
            onToggleMenu={toggle}
            toggleRef={toggleRef}
            onLogout={onLogout}
          />
          <TestModeBanner />
          <Box
            as="main"
            ref={mainRef}
            id="main-content"
            tabIndex={-1}
            px={{ base: '4', md: '8' }}
            py={{ base: '5', md: '8' }}
            maxW="1440px"
            mx="auto"
            outline="none"
          >
            <Outlet />
          </Box>
        </Box>
      </Box>
    </ToastScope>
  );
}
