import { SaxesParser, type SaxesTagNS } from 'saxes';
import { IMPORT_MAX_MB } from '../../../shared/contracts/library';
import { MESSAGES } from '../../../shared/errors';

// The one way imported XML is read (docs/decisions/0013-legal-library.md, "XML safety"):
// - saxes never fetches anything and does not expand entities declared in a DTD; on top of that any DOCTYPE
//   is refused outright, which closes external entities (XXE) and entity expansion (billion laughs) for good;
// - the input is bounded in bytes and the element tree in depth, so a hostile file costs little;
// - the whole file is read before anything is stored, so a bad file stores nothing.

export const MAX_XML_BYTES = IMPORT_MAX_MB * 1024 * 1024;
export const MAX_XML_DEPTH = 200;

/** A file we refuse, with a message written for the admin who sent it. */
export class LibraryImportError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'LibraryImportError';
  }
}

export type XmlTag = SaxesTagNS;

/** Receives a document's events; `depth` is the element's depth (the root is 1). */
export type XmlHandler = {
  open(tag: XmlTag, depth: number): void;
  text(text: string): void;
  close(tag: XmlTag, depth: number): void;
};

/** Bytes to text: within the size limit, UTF-8 (what both publishers use), without a byte-order mark. */
export function decodeXml(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (bytes > MAX_XML_BYTES) throw new LibraryImportError(MESSAGES.libraryFileTooLarge(IMPORT_MAX_MB), true);
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input);
    } catch {
      throw new LibraryImportError(MESSAGES.libraryXmlNotUtf8);
    }
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Streams a document through `choose(root)`, the handler for its root element. Throws LibraryImportError for
 * anything wrong with the file, and passes on what the handler throws.
 */
export function readXml(text: string, choose: (root: XmlTag) => XmlHandler): void {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let handler: XmlHandler | undefined;
  let depth = 0;
  parser.on('doctype', () => {
    throw new LibraryImportError(MESSAGES.libraryXmlDoctype);
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > MAX_XML_DEPTH) throw new LibraryImportError(MESSAGES.libraryXmlTooDeep(MAX_XML_DEPTH));
    handler ??= choose(tag);
    handler.open(tag, depth);
  });
  parser.on('closetag', (tag) => {
    handler?.close(tag, depth);
    depth -= 1;
  });
  parser.on('text', (t) => handler?.text(t));
  parser.on('cdata', (t) => handler?.text(t));
  parser.on('error', (error) => {
    throw new LibraryImportError(MESSAGES.libraryXmlMalformed(conciseSaxesMessage(error.message)));
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof LibraryImportError) throw error;
    throw new LibraryImportError(MESSAGES.libraryXmlMalformed(conciseSaxesMessage(String(error))));
  }
  if (!handler) throw new LibraryImportError(MESSAGES.libraryXmlMalformed('no root element'));
}

/** saxes says "1:23: text data outside of root node."; keep the position, drop the trailing full stop. */
function conciseSaxesMessage(message: string): string {
  return message
    .replace(/^Error:\s*/, '')
    .replace(/\.$/, '')
    .slice(0, 200);
}

/** An attribute's value by local name (namespaces aside: CLML and Akoma Ntoso attributes are unprefixed). */
export function attr(tag: XmlTag, local: string): string | undefined {
  for (const a of Object.values(tag.attributes)) if (a.local === local) return a.value;
  return undefined;
}

/** Whitespace as a reader sees it: runs collapsed, ends trimmed. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Only http(s) addresses are kept from a file: a link is shown to users, and javascript: must never be one. */
export function webAddress(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
