/** The notice after a version is published (by Publish, or by approving a publish request). */
export const publishedText = (version: { version: number; mode: 'live' | 'test' }): string =>
  version.mode === 'live'
    ? `Version ${version.version} is live.`
    : `Version ${version.version} is live in test mode.`;
