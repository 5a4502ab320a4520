import { LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useNavigate } from '@pulse/router';
import { chakra, Flex, Icon, VisuallyHidden } from '@pulse/ui';
import { Menu, Portal } from '@pulse/ui/overlays';

/** The menu's items: value → label. Profile and Security are tabs of Settings. */
export const ACCOUNT_MENU_ITEMS = [
  { value: 'profile', label: 'Profile', path: '/settings/profile', icon: UserRound },
  { value: 'security', label: 'Security', path: '/settings/security', icon: ShieldCheck },
] as const;

/**
 * The header avatar as a menu button: Profile, Security and Logout. Chakra's Menu gives the
 * keyboard behaviour of the WAI-ARIA menu button (Enter/Space/ArrowDown open it, arrows move,
 * Escape closes and returns focus).
 */
export function AccountMenu({
  initials,
  name,
  onLogout,
}: {
  initials: string;
  name: string;
  onLogout: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'logout') return onLogout();
        const item = ACCOUNT_MENU_ITEMS.find((i) => i.value === value);
        if (item) navigate(item.path);
      }}
    >
      <Menu.Trigger asChild>
        <chakra.button
          type="button"
          rounded="full"
          cursor="pointer"
          flexShrink="0"
          _focusVisible={{
            outline: '2px solid',
            outlineColor: 'brand.solid',
            outlineOffset: '2px',
          }}
        >
          <Flex
            boxSize="9"
            rounded="full"
            bg="brand.muted"
            color="brand.fg"
            align="center"
            justify="center"
            fontWeight="semibold"
            textStyle="sm"
            aria-hidden="true"
          >
            {initials}
          </Flex>
          {/* The name comes from this text, not aria-label: the visible initials are hidden from it,
              so the label does not contradict what is shown (axe label-content-name-mismatch). */}
          <VisuallyHidden>Account menu for {name}</VisuallyHidden>
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {ACCOUNT_MENU_ITEMS.map((item) => (
              <Menu.Item key={item.value} value={item.value}>
                <Icon as={item.icon} boxSize="4" aria-hidden="true" />
                {item.label}
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="logout">
              <Icon as={LogOut} boxSize="4" aria-hidden="true" />
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
