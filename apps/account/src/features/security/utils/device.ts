import Bowser from 'bowser';

/**
 * A session's device in words from its User-Agent header (bowser): "Chrome on Linux",
 * "Safari on iOS", the raw header when neither part is recognised, "Unknown device" without one.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || userAgent;
}
