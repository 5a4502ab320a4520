import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type RemoteLoader = () => Promise<ComponentType>;

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One React.lazy per remote page, kept across visits so a page loads once. React.lazy also keeps a
 * rejection: `forgetRemoteComponent` drops it so the next render creates a fresh lazy (Retry).
 */
export function remoteComponent(
  key: string,
  load: RemoteLoader,
): LazyExoticComponent<ComponentType> {
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => ({ default: await load() }));
    cache.set(key, component);
  }
  return component;
}

export function forgetRemoteComponent(key: string): void {
  cache.delete(key);
}
