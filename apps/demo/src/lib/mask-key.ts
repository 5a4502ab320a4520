/** The mask character run shown in place of the hidden part of an API key. */
const MASK = '••••••••';

/** A key's recognisable prefix: one or two lowercase words, each followed by an underscore (pk_live_). */
const PREFIX = /^[a-z]{1,8}_(?:[a-z]{1,8}_)?/;

/**
 * An API key with its secret part hidden: the recognisable prefix (pk_live_) and the last four
 * characters stay visible, e.g. `pk_live_••••••••3f9a`. Short keys are hidden whole. The random part
 * may itself contain underscores: only the leading lowercase words count as the prefix.
 */
export function maskApiKey(key: string): string {
  if (!key) return '';
  const prefix = PREFIX.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  if (rest.length <= 8) return `${prefix}${MASK}`;
  return `${prefix}${MASK}${rest.slice(-4)}`;
}
