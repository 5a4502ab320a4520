import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useViewMode, VIEW_MODE_STORAGE_KEY } from './view-mode';

afterEach(() => sessionStorage.clear());

function wrapper() {
  const store = createStore();
  return ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
}

describe('useViewMode', () => {
  it('starts live, switches to test and keeps it in sessionStorage', () => {
    const { result } = renderHook(() => useViewMode(), { wrapper: wrapper() });
    expect(result.current[0]).toBe('live');
    act(() => result.current[1]('test'));
    expect(result.current[0]).toBe('test');
    expect(sessionStorage.getItem(VIEW_MODE_STORAGE_KEY)).toBe('"test"');
  });

  it('reads an unknown stored value as live', () => {
    sessionStorage.setItem(VIEW_MODE_STORAGE_KEY, '"sandbox"');
    const { result } = renderHook(() => useViewMode(), { wrapper: wrapper() });
    expect(result.current[0]).toBe('live');
  });
});
