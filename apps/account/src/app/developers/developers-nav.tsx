import { NavLink } from '@pulse/router';
import { Box, Flex, chakra } from '@pulse/ui';
import type { DevelopersTab } from './developers-tabs';

const TabLink = chakra(NavLink);

/**
 * The tab links of Developers: a navigation landmark of ordinary links (Tab moves between them,
 * Enter opens one); the current one carries aria-current="page" and the active style.
 */
export function DevelopersNav({ tabs }: { tabs: readonly DevelopersTab[] }) {
  return (
    <Box as="nav" aria-label="Developers" borderBottomWidth="1px">
      <Flex as="ul" listStyleType="none" wrap="wrap" columnGap="1" m="0" p="0">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <TabLink
              to={`/developers/${tab.path}`}
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
              _hover={{ color: 'fg', bg: 'bg.muted' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '-2px',
              }}
              css={{
                '&[aria-current=page]': {
                  color: 'colorPalette.fg',
                  borderColor: 'colorPalette.solid',
                },
              }}
              colorPalette="brand"
            >
              {tab.label}
            </TabLink>
          </li>
        ))}
      </Flex>
    </Box>
  );
}
