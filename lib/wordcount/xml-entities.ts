const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntity(_match: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  return NAMED[body] ?? '';
}

/** Decodes the five predefined XML entities and numeric character references. */
export function decodeXmlEntities(text: string): string {
  return text.includes('&') ? text.replace(ENTITY, decodeEntity) : text;
}
