/**
 * CEL (the Common Expression Language) for CodeMirror: a stream tokenizer for highlighting
 * (keywords, strings, numbers, operators, comments, signal paths) and the words completion offers
 * besides the signals.
 */
import { StreamLanguage, type StreamParser } from '@codemirror/language';

const KEYWORDS = new Set(['in']);
const ATOMS = new Set(['true', 'false', 'null']);

/** CEL's standard functions and macros a rule is likely to use, for completion. */
export const CEL_FUNCTIONS = [
  'size',
  'has',
  'all',
  'exists',
  'exists_one',
  'map',
  'filter',
  'contains',
  'startsWith',
  'endsWith',
  'matches',
  'int',
  'double',
  'string',
] as const;

interface CelState {
  /** Inside a string opened by this quote (CEL strings do not span lines, so none at a line end). */
  quote: string | null;
}

const parser: StreamParser<CelState> = {
  name: 'cel',
  startState: () => ({ quote: null }),
  token(stream, state) {
    if (state.quote) {
      while (!stream.eol()) {
        const ch = stream.next();
        if (ch === '\\') stream.next();
        else if (ch === state.quote) {
          state.quote = null;
          break;
        }
      }
      if (stream.eol()) state.quote = null;
      return 'string';
    }
    if (stream.eatSpace()) return null;
    if (stream.match('//')) {
      stream.skipToEnd();
      return 'comment';
    }
    const ch = stream.peek() ?? '';
    if (ch === '"' || ch === "'") {
      stream.next();
      state.quote = ch;
      return parser.token(stream, state);
    }
    if (stream.match(/^(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)u?/)) return 'number';
    if (stream.match(/^(?:&&|\|\||==|!=|<=|>=|[<>!?:+\-*/%])/)) return 'operator';
    if (stream.match(/^[A-Za-z_][A-Za-z0-9_]*/)) {
      const word = stream.current();
      if (KEYWORDS.has(word)) return 'keyword';
      if (ATOMS.has(word)) return 'atom';
      if ((CEL_FUNCTIONS as readonly string[]).includes(word) && stream.peek() === '(') {
        return 'propertyName';
      }
      return 'variableName';
    }
    stream.next();
    return 'punctuation';
  },
  languageData: { commentTokens: { line: '//' } },
};

/** The CEL language support, for an editor's extensions. */
export const celLanguage = StreamLanguage.define(parser);

/** The editor position (0-based offset) of a 1-based line and column of `text`, clamped to it. */
export function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n');
  const lineIndex = Math.min(Math.max(line, 1), lines.length) - 1;
  let offset = 0;
  for (let i = 0; i < lineIndex; i += 1) offset += (lines[i]?.length ?? 0) + 1;
  const lineLength = lines[lineIndex]?.length ?? 0;
  return offset + Math.min(Math.max(column, 1) - 1, lineLength);
}
