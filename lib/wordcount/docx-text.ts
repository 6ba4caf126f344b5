import { readAttribute, scanXml, type XmlHandler } from './xml-scanner';

/**
 * The countable text of one WordprocessingML part (document body, header,
 * footer, footnotes or endnotes), with paragraph and cell boundaries as line
 * breaks so that words never run together across them.
 */

const WORDPROCESSINGML = new Set(['http://schemas.openxmlformats.org/wordprocessingml/2006/main', 'http://purl.oclc.org/ooxml/wordprocessingml/main']);
const MARKUP_COMPATIBILITY = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
const NAMESPACE_DECLARATION = /xmlns(?::([\w.-]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Deleted tracked changes, the source of moved text, and ruby (phonetic guide)
 * text. Field codes live in `w:instrText`, which is never read as text.
 */
const SKIPPED = new Set(['w:del', 'w:moveFrom', 'w:rt']);
const SPACES = new Set(['w:tab', 'w:ptab', 'w:br', 'w:cr']);
const BLOCK_ENDS = new Set(['w:p', 'w:tc', 'w:txbxContent']);
const NOTES = new Set(['w:footnote', 'w:endnote']);

interface Alternate {
  depth: number;
  taken: boolean;
}

class WordprocessingText implements XmlHandler {
  readonly parts: string[] = [];
  /** Document prefix → `w`, `mc` or `#` (any other namespace). */
  private readonly prefixes = new Map([
    ['w', 'w'],
    ['mc', 'mc'],
  ]);
  private readonly names = new Map<string, string>();
  private readonly alternates: Alternate[] = [];
  /** One entry per open field: true until its `separate` mark, while the field code runs. */
  private readonly fields: boolean[] = [];
  private depth = 0;
  private skipDepth = -1;
  private inText = false;

  open(name: string, attributes: string, selfClosing: boolean): void {
    if (attributes.includes('xmlns')) this.declareNamespaces(attributes);
    const depth = this.depth;
    if (!selfClosing) this.depth++;
    if (this.skipDepth >= 0) return;
    const element = this.canonical(name);
    if (this.isSkipped(element, attributes, depth)) {
      if (!selfClosing) this.skipDepth = depth;
      return;
    }
    if (element === 'w:t') this.inText = !selfClosing;
    else if (SPACES.has(element)) this.parts.push(' ');
    else if (element === 'w:noBreakHyphen') this.parts.push('-');
    else if (element === 'w:txbxContent') this.parts.push('\n');
    else if (element === 'w:fldChar') this.onFieldChar(readAttribute(attributes, 'fldCharType'));
    else if (element === 'mc:AlternateContent' && !selfClosing) this.alternates.push({ depth, taken: false });
  }

  close(name: string): void {
    this.depth--;
    if (this.skipDepth >= 0) {
      if (this.depth === this.skipDepth) this.skipDepth = -1;
      return;
    }
    const element = this.canonical(name);
    if (element === 'w:t') this.inText = false;
    else if (BLOCK_ENDS.has(element)) this.parts.push('\n');
    else if (element === 'mc:AlternateContent') this.alternates.pop();
  }

  text(text: string): void {
    if (this.inText && !this.fields.includes(true)) this.parts.push(text);
  }

  private isSkipped(element: string, attributes: string, depth: number): boolean {
    if (SKIPPED.has(element)) return true;
    if (NOTES.has(element)) {
      // Separator and continuation notes hold the rule line above the notes, not text.
      const type = readAttribute(attributes, 'type');
      return type !== null && type !== 'normal';
    }
    if (element === 'mc:Choice' || element === 'mc:Fallback') {
      // Every branch renders the same content (text boxes appear in both the
      // DrawingML choice and the VML fallback), so only the first one is read.
      const alternate = this.alternates.at(-1);
      if (!alternate || alternate.depth !== depth - 1) return false;
      if (alternate.taken) return true;
      alternate.taken = true;
    }
    return false;
  }

  private onFieldChar(type: string | null): void {
    if (type === 'begin') this.fields.push(true);
    else if (type === 'separate' && this.fields.length > 0) this.fields[this.fields.length - 1] = false;
    else if (type === 'end') this.fields.pop();
  }

  private canonical(name: string): string {
    let canonical = this.names.get(name);
    if (canonical === undefined) {
      const colon = name.indexOf(':');
      const prefix = this.prefixes.get(colon < 0 ? '' : name.slice(0, colon)) ?? '#';
      canonical = `${prefix}:${name.slice(colon + 1)}`;
      this.names.set(name, canonical);
    }
    return canonical;
  }

  /** Declarations are treated as document-wide: Word puts them all on the root element. */
  private declareNamespaces(attributes: string): void {
    for (const match of attributes.matchAll(NAMESPACE_DECLARATION)) {
      const uri = match[2] ?? match[3] ?? '';
      const kind = WORDPROCESSINGML.has(uri) ? 'w' : uri === MARKUP_COMPATIBILITY ? 'mc' : '#';
      this.prefixes.set(match[1] ?? '', kind);
    }
    this.names.clear();
  }
}

export function extractWordprocessingText(xml: string): string {
  const handler = new WordprocessingText();
  scanXml(xml, handler);
  return handler.parts.join('');
}
