/** Test setup: unmount rendered trees after each test (globals are off, so RTL cannot do it itself). */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
});
