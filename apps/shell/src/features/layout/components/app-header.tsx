import { Menu, X } from 'lucide-react';
import { Box, Flex, HStack, IconButton, Text } from '@pulse/ui';
import { useSession } from '@pulse/auth';
import { SIDEBAR_ID } from './sidebar';
import { AccountMenu } from './account-menu';
import { ViewModeSwitch } from './view-mode-switch';

type AppHeaderProps = {
  title: string;
  scrolled: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleRef?: React.Ref<HTMLButtonElement>;
  onLogout: () => void;
};

/**
 * The header: menu toggle (hamburger ↔ close), the page title, and who is signed in; the avatar
 * opens the account menu (Profile, Security, Logout).
 */
export function AppHeader({
  title,
  scrolled,
  menuOpen,
  onToggleMenu,
  toggleRef,
  onLogout,
}: AppHeaderProps) {
  const { user } = useSession();
  const name = user?.fullName || user?.email || '';
  const initials = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

  return (
    <Flex
      as="header"
      data-scrolled={scrolled ? '' : undefined}
      position="sticky"
      top="0"
      zIndex="docked"
      h="16"
      align="center"
      gap={{ base: '2', md: '3' }}
      px={{ base: '2', md: '6' }}
      bg={scrolled ? 'bg.panel/90' : 'bg.canvas'}
      backdropFilter={scrolled ? 'saturate(180%) blur(8px)' : undefined}
      borderBottomWidth="1px"
      borderColor={scrolled ? 'border' : 'transparent'}
      boxShadow={scrolled ? 'sm' : 'none'}
      transition="background 200ms, box-shadow 200ms, border-color 200ms"
    >
      <IconButton
        ref={toggleRef}
        variant="ghost"
        colorPalette="gray"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleMenu}
      >
        {menuOpen ? <X /> : <Menu />}
      </IconButton>
      <Text as="p" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" truncate>
        {title}
      </Text>
      <Box ms="auto" flexShrink="0">
        <ViewModeSwitch />
      </Box>
      {name ? (
        <HStack gap="3" minW="0">
          <Box textAlign="right" display={{ base: 'none', sm: 'block' }} minW="0">
            <Text textStyle="sm" fontWeight="medium" truncate>
              {name}
            </Text>
            {user?.companyName ? (
              <Text textStyle="xs" color="fg.muted" truncate>
                {user.companyName}
              </Text>
            ) : null}
          </Box>
          <AccountMenu initials={initials} name={name} onLogout={onLogout} />
        </HStack>
      ) : null}
    </Flex>
  );
}
