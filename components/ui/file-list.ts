/** Pure helpers of the file input: merging chosen files and showing their sizes. */

export interface FileLike {
  name: string;
  size: number;
  lastModified: number;
}

function sameFile(a: FileLike, b: FileLike): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * The files after the visitor adds some: with `multiple` they join the list (a file chosen twice
 * is kept once), otherwise the first new file replaces the old one.
 */
export function mergeFiles<T extends FileLike>(current: readonly T[], added: readonly T[], multiple: boolean): T[] {
  if (!multiple) return added.slice(0, 1).length > 0 ? added.slice(0, 1) : [...current];
  const merged = [...current];
  for (const file of added) {
    if (!merged.some((kept) => sameFile(kept, file))) merged.push(file);
  }
  return merged;
}

const units = ['KB', 'MB', 'GB'] as const;

/** "0.5 KB", "14 KB", "2.4 MB": one decimal below 10 units, none above; never rounds a file to nothing. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 KB';
  let value = Math.max(bytes / 1024, 0.1);
  let unit: (typeof units)[number] = 'KB';
  for (const next of units.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${unit}`;
}
