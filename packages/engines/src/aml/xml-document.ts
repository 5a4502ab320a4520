/**
 * The XML step shared by the EU (FSF) and UN list parsers: decode the file as UTF-8, validate the
 * whole document first (so a truncated or malformed file is refused before any entry is read),
 * then parse it with fast-xml-parser into plain objects: attributes as `@name`, every value as
 * text (list identifiers such as "0012" keep their zeros), namespace prefixes removed, and the
 * given tags always as arrays.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportError } from './types.js';

/** An element as fast-xml-parser gives it. */
export type XNode = Record<string, unknown>;

/**
 * @param input the file's bytes or text
 * @param file the list's name for error messages
 * @param arrayTags tags that are always arrays, even with a single element
 * @returns the document element's parent (look up the root element by name)
 * @throws ImportError naming the line and column of malformed XML
 */
export function parseListXml(
  input: string | Uint8Array,
  file: string,
  arrayTags: ReadonlySet<string>,
): XNode {
  const xml = typeof input === 'string' ? input : new TextDecoder('utf-8').decode(input);
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new ImportError(
      file,
      `line ${valid.err.line}, column ${valid.err.col}`,
      `malformed XML: ${valid.err.msg}`,
    );
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => arrayTags.has(name),
  });
  return parser.parse(xml) as XNode;
}
