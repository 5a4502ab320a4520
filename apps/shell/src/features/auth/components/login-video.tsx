import { useEffect, useRef, type RefObject } from 'react';
import { Box, Heading, Text } from '@pulse/ui';
// Imported, not in public/: a release serves the shell's files under shell/<version>/ (its asset
// prefix), and only the build knows that URL.
import poster from '../../../assets/login-loop-poster.jpg';
import videoUrl from '../../../assets/login-loop.webm';

/** The visitor's system setting for less motion (Media Queries Level 5). */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Plays the video unless the visitor asks for less motion, then it stays on its poster (WCAG 2.1,
 * 2.3.3 "Animation from Interactions"), and follows a change of that setting while the page is open.
 * A play() the browser refuses (autoplay policy) leaves the poster too.
 */
function usePlaybackUnlessReducedMotion(video: RefObject<HTMLVideoElement | null>): void {
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reduced =
      typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
    const apply = () => {
      if (reduced?.matches) element.pause();
      else void Promise.resolve(element.play()).catch(() => undefined);
    };
    apply();
    reduced?.addEventListener('change', apply);
    return () => reduced?.removeEventListener('change', apply);
  }, [video]);
}

/**
 * The looping, muted video beside the login form (spec §2); hidden on narrow screens. It starts
 * from script, not `autoplay`, so a visitor who asks for less motion downloads and sees only the
 * poster (`preload="none"`; play() loads it otherwise).
 */
export function LoginVideo() {
  const video = useRef<HTMLVideoElement>(null);
  usePlaybackUnlessReducedMotion(video);
  return (
    <Box display={{ base: 'none', md: 'block' }} p="4" h="100vh" position="sticky" top="0">
      <Box position="relative" h="full" rounded="3xl" overflow="hidden" bg="brand.900">
        <video
          ref={video}
          src={videoUrl}
          poster={poster}
          loop
          muted
          playsInline
          preload="none"
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
