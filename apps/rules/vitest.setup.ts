import { setupTestEnvironment } from '@pulse/test-utils';

setupTestEnvironment();
