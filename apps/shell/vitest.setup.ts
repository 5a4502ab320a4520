import { afterEach } from 'vitest';
import { setupTestEnvironment } from '@pulse/test-utils';
import { queryClient } from './src/app/query-client';

setupTestEnvironment();

// The shell's tests render inside its AppProvider, whose query cache is the app's one singleton:
// each test starts with an empty cache, as a fresh page load does.
afterEach(() => queryClient.clear());
