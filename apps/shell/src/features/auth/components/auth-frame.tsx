import type { ReactNode } from 'react';
import { Link as RouterLink } from '@pulse/router';
import { Box, Card, Center, Flex, Link, Text } from '@pulse/ui';
import { Logo } from '../../../components/logo';

/** The frame of the centered public pages (sign-up, e-mail verification): logo, card, footer. */
export function AuthFrame({ children, maxW = '560px' }: { children: ReactNode; maxW?: string }) {
  return (
    <Flex
      direction="column"
      minH="100vh"
      bg="bg.canvas"
      bgImage="radial-gradient(ellipse at top, {colors.brand.100}, transparent 60%)"
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '10' }}
    >
      <Center mb={{ base: '6', md: '8' }}>
        <Link asChild aria-label="Pulse home" rounded="md" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/">
            <Logo size={10} />
          </RouterLink>
        </Link>
      </Center>
      <Box as="main" w="full" maxW={maxW} mx="auto">
        <Card.Root variant="elevated" bg="bg.panel" rounded="2xl" boxShadow="lg">
          <Card.Body p={{ base: '6', md: '10' }}>{children}</Card.Body>
        </Card.Root>
      </Box>
      <Text textAlign="center" textStyle="xs" color="fg.subtle" mt="auto" pt="8">
        © {new Date().getFullYear()} Pulse · Identity verification and fraud screening
      </Text>
    </Flex>
  );
}
