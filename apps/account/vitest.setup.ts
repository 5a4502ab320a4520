import { beforeEach } from 'vitest';
import { setupTestEnvironment } from '@pulse/test-utils';
import { answerDefaults } from './src/test/defaults';

setupTestEnvironment();
// Runs before each test file's own beforeEach, whose answers then win.
beforeEach(answerDefaults);
