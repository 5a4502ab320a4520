import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { memoryStorage, type SyncStringStorage } from './storage';

/** `live` or `test`: which data the dashboard shows. */
export type ViewMode = 'live' | 'test';

/** sessionStorage key of the view mode: one browser tab keeps it, as Stripe's test-mode toggle. */
export const VIEW_MODE_STORAGE_KEY = 'pulse.viewMode';

let fallback: SyncStringStorage | undefined;

// Where there is no sessionStorage (the build-time prerender of the public pages) the mode lives in
// memory and reads as its initial `live`.
const storage = createJSONStorage<ViewMode>(() => {
  if (typeof sessionStorage !== 'undefined') return sessionStorage;
  fallback ??= memoryStorage();
  return fallback;
});

/**
 * The session-wide Test/Live view mode. The pages that show reports or counts read it and ask the
 * API for that mode's data; anything else (keys, billing: test calls are never charged) ignores it.
 * A stored value other than `test` reads as `live`.
 */
export const viewModeAtom = atomWithStorage<ViewMode>(VIEW_MODE_STORAGE_KEY, 'live', storage, {
  getOnInit: true,
});

/** The view mode and its setter, from the jotai store the shell mounts. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useAtom(viewModeAtom);
  return [mode === 'test' ? 'test' : 'live', setMode];
}
