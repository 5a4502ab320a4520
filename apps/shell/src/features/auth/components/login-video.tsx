import { Box, Heading, Text } from '@pulse/ui';
// Imported, not in public/: a release serves the shell's files under shell/<version>/ (its asset
// prefix), and only the build knows that URL.
import poster from '../../../assets/login-loop-poster.jpg';
import video from '../../../assets/login-loop.webm';

/** The looping, muted video beside the login form (spec §2); hidden on narrow screens. */
export function LoginVideo() {
  return (
    <Box display={{ base: 'none', md: 'block' }} p="4" h="100vh" position="sticky" top="0">
      <Box position="relative" h="full" rounded="3xl" overflow="hidden" bg="brand.900">
        <video
          src={video}
          poster={poster}
          autoPlay
          loop
          muted
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Box
          position="absolute"
          inset="0"
          bgGradient="to-t"
          gradientFrom="blackAlpha.700"
          gradientVia="blackAlpha.200"
          gradientTo="transparent"
        />
        <Box position="absolute" insetX="0" bottom="0" p={{ md: '8', lg: '12' }} color="white">
          <Heading
            as="p"
            size={{ md: '2xl', lg: '3xl' }}
            fontWeight="semibold"
            lineHeight="short"
            maxW="md"
          >
            Verify identities. Stop fraud before it starts.
          </Heading>
          <Text mt="3" color="whiteAlpha.800" maxW="md">
            Email, phone, address, IP, card BIN and AML screening, through one API.
          </Text>
        </Box>
      </Box>
    </Box>
  );
}
