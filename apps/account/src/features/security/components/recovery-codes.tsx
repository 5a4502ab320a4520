import { Alert, Box, Button, Code, SimpleGrid, Stack } from '@pulse/ui';
import { CopyButton } from '@pulse/ui/data';

/** The 10 recovery codes, shown this once after enrolment. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Save your recovery codes now</Alert.Title>
          <Alert.Description>
            Each code signs you in once if you lose your phone. They are not shown again.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box as="ul" aria-label="Recovery codes" listStyleType="none">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {codes.map((c) => (
            <li key={c}>
              <Code fontSize="md">{c}</Code>
            </li>
          ))}
        </SimpleGrid>
      </Box>
      <Box>
        <CopyButton value={codes.join('\n')} label="Copy codes" />
      </Box>
      <Box>
        <Button colorPalette="brand" onClick={onDone}>
          I have saved my codes
        </Button>
      </Box>
    </Stack>
  );
}
