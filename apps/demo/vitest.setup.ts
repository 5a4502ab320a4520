import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Tell React that this environment supports act(): testing-library wraps its calls in it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
