/** "Ana María Santos" → "Ana María S.": how a professional is named to a client. */
export function publicName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts.at(-1) : undefined;
  return last === undefined ? first : `${parts.slice(0, -1).join(' ')} ${last.charAt(0).toUpperCase()}.`;
}
