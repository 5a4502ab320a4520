import { isRouteErrorResponse, useRouteError } from '@pulse/router';
import { Box, Button, Heading, Text, VStack } from '@pulse/ui';

/** The text under "Unexpected Application Error!": status and status text, or the message. */
export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** The router's error view (spec §2). */
export function RouteError() {
  const error = useRouteError();
  return (
    <Box
      minH="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="6"
      bg="bg.canvas"
    >
      <title>Unexpected Application Error!</title>
      <VStack gap="3" maxW="xl" textAlign="center" role="alert">
        <Heading as="h2" size="2xl">
          Unexpected Application Error!
        </Heading>
        <Heading
          as="h3"
          size="md"
          fontStyle="italic"
          fontWeight="normal"
          color="fg.muted"
          wordBreak="break-word"
        >
          {routeErrorMessage(error)}
        </Heading>
        <Text color="fg.subtle" textStyle="sm" mt="2">
          Reloading usually helps. If it keeps happening, contact support.
        </Text>
        <Button mt="2" variant="outline" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </VStack>
    </Box>
  );
}
