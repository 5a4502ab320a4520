/** The values of a pattern's `:name` segments in a matched path. */
export type PathParams = Readonly<Record<string, string>>;

/**
 * Matches `pathname` against a route pattern of plain and `:name` segments (`/verify-email/:token`),
 * as React Router does for such patterns: whole segments, a trailing slash ignored, plain segments
 * compared case-insensitively.
 * @returns the parameters (still URL-encoded), or null when the path does not match
 */
export function matchPattern(pattern: string, pathname: string): PathParams | null {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

const segments = (path: string): string[] => path.split('/').filter(Boolean);
