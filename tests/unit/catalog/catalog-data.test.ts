import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/lib/catalog/load.server';

const catalog = getCatalog();

describe('catalog data', () => {
  it('meets the coverage the site promises', () => {
    expect(catalog.services.map((s) => s.id)).toHaveLength(5);
    expect(catalog.languages.length).toBeGreaterThanOrEqual(130);
    expect(catalog.locations.length).toBeGreaterThanOrEqual(64);
    expect(new Set(catalog.locations.map((l) => l.stateCode)).size).toBeGreaterThanOrEqual(43);
    expect(catalog.platforms).toHaveLength(9);
  });

  it('gives right-to-left scripts the rtl direction', () => {
    const rtl = catalog.languages.filter((l) => l.direction === 'rtl').map((l) => l.slug);
    expect(rtl).toEqual(expect.arrayContaining(['arabic', 'farsi', 'urdu', 'hebrew', 'pashto', 'dari', 'yiddish', 'uyghur']));
    for (const language of catalog.languages.filter((l) => l.script.startsWith('Latin'))) expect(language.direction).toBe('ltr');
  });

  it('bills on-demand channels per minute and platforms per hour', () => {
    for (const platform of catalog.platforms) {
      expect(platform.billing).toBe(platform.kind === 'video' ? 'per-hour' : 'per-minute');
    }
  });

  it('uses the correct time zones for cities that are easy to get wrong', () => {
    const zone = (slug: string) => catalog.locations.find((l) => l.slug === slug)?.timeZone;
    expect(zone('phoenix-az')).toBe('America/Phoenix');
    expect(zone('el-paso-tx')).toBe('America/Denver');
    expect(zone('indianapolis-in')).toBe('America/Indiana/Indianapolis');
    expect(zone('honolulu-hi')).toBe('Pacific/Honolulu');
    expect(zone('boise-id')).toBe('America/Boise');
  });
});
