import { useViewMode } from '@pulse/auth';
import { Box, Flex, Text, chakra } from '@pulse/ui';

/** The label of the switch and the banner shown while it is on. */
export const VIEW_MODE_LABEL = 'Test mode';
export const TEST_MODE_BANNER =
  'Test mode: you are viewing test data. Calls with pk_test_ keys are never charged.';

/**
 * The Test/Live switch of the header (as Stripe's "Test mode" toggle): a real `role="switch"` button
 * (Space or Enter toggles it) that sets the session-wide view mode (@pulse/auth `useViewMode`). The
 * pages that show reports and counts follow it.
 */
export function ViewModeSwitch() {
  const [mode, setMode] = useViewMode();
  const on = mode === 'test';
  return (
    <chakra.button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setMode(on ? 'live' : 'test')}
      display="inline-flex"
      // On a phone the label goes under the track: beside it, it took the room of the page title.
      flexDirection={{ base: 'column', sm: 'row' }}
      alignItems="center"
      gap={{ base: '0.5', sm: '2' }}
      px={{ base: '1', sm: '2' }}
      py="1"
      rounded="md"
      cursor="pointer"
      flexShrink="0"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      data-testid="view-mode-switch"
    >
      <Box
        aria-hidden="true"
        position="relative"
        w="8"
        h="4.5"
        rounded="full"
        bg={on ? 'orange.solid' : 'gray.emphasized'}
        transition="background 150ms"
      >
        <Box
          position="absolute"
          top="0.5"
          left={on ? '4' : '0.5'}
          boxSize="3.5"
          rounded="full"
          bg="white"
          transition="left 150ms"
        />
      </Box>
      <Text
        as="span"
        textStyle={{ base: 'xs', sm: 'sm' }}
        lineHeight={{ base: '1', sm: 'inherit' }}
        fontWeight="medium"
        whiteSpace="nowrap"
        color={on ? 'orange.fg' : 'fg.muted'}
      >
        {VIEW_MODE_LABEL}
      </Text>
    </chakra.button>
  );
}

/** The strip under the header while the view mode is test, so test data is never taken for live. */
export function TestModeBanner() {
  const [mode] = useViewMode();
  if (mode !== 'test') return null;
  return (
    <Flex
      role="status"
      bg="orange.solid"
      color="orange.contrast"
      px={{ base: '4', md: '8' }}
      py="1"
      justify="center"
      textStyle="xs"
      fontWeight="medium"
      textAlign="center"
    >
      {TEST_MODE_BANNER}
    </Flex>
  );
}
