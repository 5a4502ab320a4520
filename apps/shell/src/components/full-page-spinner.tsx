import { LoadingSpinner } from '@pulse/ui';

/** The spinner shown while a lazy route (or the app) loads. */
export function FullPageSpinner() {
  return <LoadingSpinner minH="100vh" label="Loading" />;
}
