/** UiProvider: ChakraProvider with the Pulse system. Mounted once, by the shell; remotes never mount it. */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';

export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
