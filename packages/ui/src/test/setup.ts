/** Test setup: unmount rendered trees after each test (globals are off, so RTL cannot do it itself). */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy routes and chunks resolve slowly while turbo runs every suite at once on two cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
