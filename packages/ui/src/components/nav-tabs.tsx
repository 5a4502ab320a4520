/**
 * NavTabs: the tab row of a page whose tabs are routes (Settings, Developers, the demo services).
 * A navigation landmark of ordinary links, so Tab moves between them and Enter opens one; the link
 * of the current route carries aria-current="page" (React Router's NavLink sets it) and the active
 * style. The links come from the caller, so this package needs no router.
 */
import type { ReactElement } from 'react';
import { Box, Flex, Link } from '@chakra-ui/react';

export interface NavTab {
  /** A stable key (the tab's path). */
  key: string;
  /** The link element, e.g. `<NavLink to="/settings/profile">Profile</NavLink>`. */
  link: ReactElement;
}

export interface NavTabsProps {
  /** Accessible name of the navigation landmark ("Settings"). */
  label: string;
  tabs: readonly NavTab[];
}

export function NavTabs({ label, tabs }: NavTabsProps) {
  return (
    <Box as="nav" aria-label={label} borderBottomWidth="1px">
      <Flex as="ul" listStyleType="none" wrap="wrap" columnGap="1" m="0" p="0">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              asChild
              display="inline-block"
              px="3"
              py="2"
              mb="-1px"
              fontSize="sm"
              fontWeight="medium"
              whiteSpace="nowrap"
              color="fg.muted"
              borderBottomWidth="2px"
              borderColor="transparent"
              borderTopRadius="md"
              textDecoration="none"
              _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '-2px',
              }}
              _currentPage={{ color: 'colorPalette.fg', borderColor: 'colorPalette.solid' }}
              colorPalette="brand"
            >
              {tab.link}
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  );
}
