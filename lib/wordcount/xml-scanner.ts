import { decodeXmlEntities } from './xml-entities';

export interface XmlHandler {
  /** `attributes` is the raw text after the name, up to (not including) `>` or `/>`. */
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Character data with entities decoded. */
  text(text: string): void;
}

export class XmlSyntaxError extends Error {}

const SLASH = 0x2f;
const GT = 0x3e;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

function isNameEnd(code: number): boolean {
  return code === SLASH || code === GT || code <= 0x20;
}

/** Index of the `>` that ends the tag opened at `start`; `>` may appear inside quoted values. */
function findTagEnd(xml: string, start: number): number {
  let quote = 0;
  for (let i = start; i < xml.length; i++) {
    const code = xml.charCodeAt(i);
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      quote = code;
    } else if (code === GT) {
      return i;
    }
  }
  throw new XmlSyntaxError('unterminated tag');
}

function skipPast(xml: string, from: number, terminator: string): number {
  const end = xml.indexOf(terminator, from);
  if (end < 0) throw new XmlSyntaxError(`missing ${terminator}`);
  return end + terminator.length;
}

/**
 * A single forward pass over an XML document, reporting tags and text. It does
 * not validate nesting or resolve namespaces; callers track what they need.
 * Comments, processing instructions and declarations are skipped.
 */
export function scanXml(xml: string, handler: XmlHandler): void {
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt < 0 ? xml.length : lt;
    if (textEnd > i) handler.text(decodeXmlEntities(xml.slice(i, textEnd)));
    if (lt < 0) return;
    const next = xml[lt + 1];
    if (next === '!' || next === '?') {
      if (xml.startsWith('<!--', lt)) i = skipPast(xml, lt + 4, '-->');
      else if (xml.startsWith('<![CDATA[', lt)) {
        i = skipPast(xml, lt + 9, ']]>');
        handler.text(xml.slice(lt + 9, i - 3));
      } else i = findTagEnd(xml, lt + 2) + 1;
      continue;
    }
    const end = findTagEnd(xml, lt + 1);
    const closing = next === '/';
    let nameEnd = closing ? lt + 2 : lt + 1;
    while (nameEnd < end && !isNameEnd(xml.charCodeAt(nameEnd))) nameEnd++;
    const name = xml.slice(closing ? lt + 2 : lt + 1, nameEnd);
    if (closing) handler.close(name);
    else {
      const selfClosing = xml.charCodeAt(end - 1) === SLASH;
      handler.open(name, xml.slice(nameEnd, selfClosing ? end - 1 : end), selfClosing);
    }
    i = end + 1;
  }
}

const attributePatterns = new Map<string, RegExp>();

/** The value of an attribute in `attributes`, matched by local name (any prefix). */
export function readAttribute(attributes: string, localName: string): string | null {
  let pattern = attributePatterns.get(localName);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${localName}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(localName, pattern);
  }
  const match = pattern.exec(attributes);
  if (!match) return null;
  return decodeXmlEntities(match[1] ?? match[2] ?? '');
}
