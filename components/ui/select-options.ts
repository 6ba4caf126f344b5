/** Pure option handling for the searchable selects: search and the cap on rendered options. */

export interface SelectOption {
  value: string;
  label: string;
}

/** Rendering more options than this makes the menu slow; the visitor narrows the list by typing. */
export const maxRenderedOptions = 1000;

/** Lower case, accents removed, spaces collapsed: "  São  Tomé" → "sao tome". */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LimitedOptions {
  options: SelectOption[];
  /** How many options match the query, before the cap. */
  total: number;
}

function rank(label: string, query: string): number {
  if (label.startsWith(query)) return 0;
  if (label.includes(` ${query}`) || label.includes(`(${query}`)) return 1;
  return label.includes(query) ? 2 : -1;
}

/**
 * Returns a search over `options`: matches for the query (labels starting with it first, then a
 * word starting with it, then containing it; list order kept within each group), at most `limit`.
 * Labels are normalised once, not on every keystroke.
 */
export function createOptionFilter(options: readonly SelectOption[], limit: number = maxRenderedOptions): (query: string) => LimitedOptions {
  const indexed = options.map((option) => ({ option, text: normaliseSearchText(option.label) }));
  return (query) => {
    const needle = normaliseSearchText(query);
    if (needle === '') return { options: options.slice(0, limit), total: options.length };
    const groups: SelectOption[][] = [[], [], []];
    for (const { option, text } of indexed) {
      const at = rank(text, needle);
      if (at >= 0) groups[at]?.push(option);
    }
    const matches = groups.flat();
    return { options: matches.slice(0, limit), total: matches.length };
  };
}
