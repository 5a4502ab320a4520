import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy routes and chunks resolve slowly while turbo runs every suite at once on two cores.
configure({ asyncUtilTimeout: 5_000 });

// Tell React that this environment supports act(): testing-library wraps its calls in it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
