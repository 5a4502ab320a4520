import { Box, HStack, Text } from '@pulse/ui';

/** The Pulse mark: a pulse line in a rounded square, and the word mark. Decorative when labelled. */
export function Logo({ size = 8, inverted = false }: { size?: 6 | 8 | 10; inverted?: boolean }) {
  return (
    <HStack gap="2.5">
      <Box
        as="span"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize={size}
        rounded="lg"
        bg={inverted ? 'white' : 'brand.solid'}
        color={inverted ? 'brand.700' : 'white'}
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          width="70%"
          height="70%"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 12h4l3-7 4 14 3-7h6" />
        </svg>
      </Box>
      <Text
        as="span"
        fontWeight="bold"
        fontSize={size === 10 ? 'xl' : 'lg'}
        letterSpacing="tight"
        color={inverted ? 'white' : 'fg'}
      >
        Pulse
      </Text>
    </HStack>
  );
}
