import { NavLink } from '@pulse/router';
import { Box, Flex, chakra } from '@pulse/ui';
import { useDemoBase } from './use-demo-base';
import { DEMO_TABS } from './demo-children';

const TabLink = chakra(NavLink);

/**
 * The tab links to the eight demo children: a navigation landmark of ordinary links (Tab moves
 * between them, Enter opens one); the current one carries aria-current="page" and the active style.
 */
export function DemoTabs() {
  const base = useDemoBase();
  return (
    <Box as="nav" aria-label="Demo services" borderBottomWidth="1px">
      <Flex as="ul" listStyleType="none" wrap="wrap" columnGap="1" m="0" p="0">
        {DEMO_TABS.map((tab) => (
          <li key={tab.path}>
            <TabLink
              to={`${base}${tab.path}`}
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
