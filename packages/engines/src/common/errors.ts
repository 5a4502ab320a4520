/** Thrown by the importers when a list file is malformed. `line` is 1-based (null when file-level). */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  constructor(
    message: string,
    readonly line: number | null = null,
    readonly kind: string = 'list',
  ) {
    super(line === null ? `${kind}: ${message}` : `${kind}, line ${line}: ${message}`);
  }
}
