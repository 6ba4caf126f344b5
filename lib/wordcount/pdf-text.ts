/** The parts of a pdf.js text item that joining needs. */
export interface PositionedText {
  str: string;
  /** [a, b, c, d, x, y] text-space-to-page transform. */
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

// As fractions of the font size: a gap wider than this is a word space, a
// vertical shift larger than this is a new line.
const SPACE_GAP = 0.15;
const LINE_SHIFT = 0.5;

function isHorizontal(t: number[]): boolean {
  return t[1] === 0 && t[2] === 0;
}

/**
 * A word hyphenated at a line end ("transla-" / "tion") is one word. Joining
 * keeps the hyphen, so a compound that happens to break at its own hyphen
 * ("well-" / "known") is still one word, as it should be.
 */
function lineBreak(textSoFar: string, next: string): string {
  return /\p{L}-$/u.test(textSoFar.slice(-2)) && /^\p{Ll}/u.test(next) ? '' : '\n';
}

/**
 * pdf.js already marks line ends (`hasEOL`) and inserts spaces for most gaps
 * inside a text object; this also separates items that pdf.js leaves adjacent
 * although they sit apart on the page, such as table cells drawn by separate
 * text objects, without splitting words a generator drew in pieces.
 */
function separator(prev: PositionedText, item: PositionedText, textSoFar: string): string {
  if (prev.hasEOL) return lineBreak(textSoFar, item.str);
  if (/\s$/.test(prev.str) || /^\s/.test(item.str)) return '';
  const a = prev.transform;
  const b = item.transform;
  if (!isHorizontal(a) || !isHorizontal(b)) return '';
  const size = Math.max(prev.height, item.height, 1);
  const [, , , , prevX = 0, prevY = 0] = a;
  const [, , , , x = 0, y = 0] = b;
  if (Math.abs(y - prevY) > size * LINE_SHIFT) return lineBreak(textSoFar, item.str);
  const gap = x - (prevX + prev.width);
  return gap > size * SPACE_GAP || gap < -size ? ' ' : '';
}

export function joinPageText(items: PositionedText[]): string {
  let text = '';
  let prev: PositionedText | undefined;
  for (const item of items) {
    if (prev) text += separator(prev, item, text);
    text += item.str;
    prev = item;
  }
  return text;
}
