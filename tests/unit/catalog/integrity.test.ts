import { describe, expect, it } from 'vitest';
import { CatalogError } from '@/lib/catalog/errors';
import { getCatalog } from '@/lib/catalog/load.server';
import { parseCatalog } from '@/lib/catalog/parse';
import type { Catalog } from '@/lib/catalog/schema';

const real = getCatalog();

function firstLanguage(): Catalog['languages'][number] {
  const language = real.languages[0];
  if (language === undefined) throw new Error('the catalog has no languages');
  return structuredClone(language);
}

/** A deep copy of the real catalog with `change` applied. */
function variantOf(change: (catalog: Catalog) => void): Catalog {
  const copy = structuredClone(real);
  change(copy);
  return copy;
}

function problemsOf(raw: unknown): string[] {
  try {
    parseCatalog(raw, 'GET /catalog');
  } catch (error) {
    if (error instanceof CatalogError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('parseCatalog', () => {
  it('accepts the real catalog', () => {
    expect(parseCatalog(structuredClone(real), 'GET /catalog').languages).toHaveLength(real.languages.length);
  });

  it('names both entries when a language slug equals a location slug', () => {
    const problems = problemsOf(
      variantOf((c) => {
        const language = c.languages[5];
        if (language !== undefined) language.slug = 'houston-tx';
      }),
    );
    expect(problems.some((p) => /Slug collision "houston-tx": .*languages › \[5\] \(houston-tx\) and .*locations › \[\d+\] \(houston-tx\)/.test(p))).toBe(true);
  });

  it('names both entries when a language slug equals a platform slug', () => {
    const problems = problemsOf(variantOf((c) => c.languages.push({ ...firstLanguage(), slug: 'zoom', name: 'Zoom' })));
    expect(problems.join('\n')).toMatch(/Slug collision "zoom": .*languages › \[\d+\] \(zoom\) and .*platforms › \[0\] \(zoom\)/);
  });

  it('rejects a language slug with -in- that makes a pair ambiguous', () => {
    const problems = problemsOf(variantOf((c) => c.languages.push({ ...firstLanguage(), slug: 'spanish-in-miami-fl', name: 'Spanish in Miami' })));
    expect(problems.join('\n')).toMatch(/Slug collision "spanish-in-miami-fl": .*languages › \[\d+\] \(spanish-in-miami-fl\)/);
    expect(problems.join('\n')).toMatch(/pair of .*\(spanish\) and .*\(miami-fl\)/);
  });

  it('rejects a field error with its kind, entry and field', () => {
    const raw = variantOf(() => undefined);
    Reflect.set(raw.locations[0] ?? {}, 'travelZone', 7);
    expect(problemsOf(raw).join('\n')).toMatch(/GET \/catalog › locations › \[0\] \(new-york-ny\) › travelZone:/);
  });

  it('requires all five services and hasVariants only on the three variant services', () => {
    const problems = problemsOf(
      variantOf((c) => {
        c.services = c.services.filter((s) => s.id !== 'transcription');
        const proofreading = c.services.find((s) => s.id === 'proofreading');
        if (proofreading !== undefined) proofreading.hasVariants = true;
      }),
    );
    expect(problems.join('\n')).toMatch(/service "transcription" is missing/);
    expect(problems.join('\n')).toMatch(/\(proofreading\) › hasVariants: must be false/);
  });
});
