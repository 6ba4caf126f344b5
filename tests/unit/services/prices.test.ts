import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/lib/catalog/load.server';
import { parseServiceSlug, type ServiceVariant, type VariantServiceId } from '@/lib/catalog';
import { fromPrices } from '@/lib/pricing';
import { getPriceTables } from '@/lib/pricing/load.server';
import { fromText, lineConditions, travelText } from '@/lib/services/price-text';
import { servicePrices, variantPrice } from '@/lib/services/prices';

const catalog = getCatalog();
const tables = getPriceTables();
const prices = fromPrices(tables);

function variant(serviceId: VariantServiceId, slug: string): ServiceVariant {
  const found = parseServiceSlug(serviceId, slug, catalog);
  if (found === null) throw new Error(`no ${serviceId}/${slug}`);
  return found;
}

const price = (serviceId: VariantServiceId, slug: string) => variantPrice(serviceId, variant(serviceId, slug), prices, tables);

describe('variantPrice', () => {
  it('prices a language page at its tier', () => {
    const spanish = price('document-translation', 'spanish');
    expect(spanish.tier).toBe('common');
    expect(spanish.from).toMatchObject({ id: 'certified-translation', unit: 'page', cents: tables.document.certified.perPageCents.common });
    expect(spanish.more.map((l) => l.id)).toEqual(['standard-translation']);
    expect(spanish.from.byTier).toBeUndefined();
    const rare = catalog.languages.find((l) => l.tier === 'rare');
    if (rare === undefined) throw new Error('no rare language');
    expect(price('document-translation', rare.slug).from.cents).toBe(tables.document.certified.perPageCents.rare);
  });

  it('prices a city page from the lowest tier, with every tier and the city travel fee', () => {
    const houston = price('on-site-interpretation', 'houston-tx');
    expect(houston.tier).toBeNull();
    expect(houston.from).toMatchObject({
      id: 'on-site-interpretation',
      unit: 'hour',
      cents: tables.interpretation.onSite.hourlyCents.common,
      minimumMinutes: 120,
    });
    expect(houston.from.byTier).toEqual(tables.interpretation.onSite.hourlyCents);
    const zone = catalog.locations.find((l) => l.slug === 'houston-tx')?.travelZone ?? 0;
    expect(houston.travel).toEqual({ kind: 'zone', place: 'Houston, TX', zone, cents: tables.interpretation.onSite.travelFeeCents[zone as 1] });
  });

  it('gives an on-site language page every zone’s travel fee and other services none', () => {
    expect(price('on-site-interpretation', 'spanish').travel).toEqual({ kind: 'zones', cents: tables.interpretation.onSite.travelFeeCents });
    expect(price('document-translation', 'houston-tx').travel).toBeUndefined();
    expect(price('remote-interpretation', 'vietnamese-in-houston-tx').travel).toBeUndefined();
  });

  it('prices a pair page at the language tier with the city travel fee', () => {
    const pair = price('on-site-interpretation', 'vietnamese-in-houston-tx');
    const tier = catalog.languages.find((l) => l.slug === 'vietnamese')?.tier ?? 'common';
    expect(pair.from.cents).toBe(tables.interpretation.onSite.hourlyCents[tier]);
    expect(pair.travel?.kind).toBe('zone');
  });

  it.each([
    ['zoom', 'scheduled-remote-interpretation', 'hour'],
    ['phone-interpreting', 'phone-interpretation', 'minute'],
    ['video-remote-interpreting', 'video-interpretation', 'minute'],
  ])('leads the %s page with its own price list (%s per %s)', (slug, id, unit) => {
    const platform = price('remote-interpretation', slug);
    expect(platform.from).toMatchObject({ id, unit });
    expect([platform.from, ...platform.more].map((l) => l.id).sort()).toEqual([
      'phone-interpretation',
      'scheduled-remote-interpretation',
      'video-interpretation',
    ]);
  });
});

describe('servicePrices and price text', () => {
  it('lists proofreading and transcription with their single prices', () => {
    expect(servicePrices('proofreading', prices)).toEqual([{ id: 'proofreading', unit: 'word', cents: 4, minimumCents: 2500 }]);
    expect(servicePrices('transcription', prices)[0]?.unit).toBe('minute');
  });

  it.each([
    [{ cents: 2700, unit: 'page' as const }, 'From $27.00 a page'],
    [{ cents: 9500, unit: 'hour' as const }, 'From $95.00 an hour'],
    [{ cents: 175, unit: 'minute' as const }, 'From $1.75 a minute'],
  ])('writes %o as "%s"', (line, text) => {
    expect(fromText(line)).toBe(text);
  });

  it('states minimums in words', () => {
    expect(lineConditions({ id: 'standard-translation', cents: 10, unit: 'word', minimumCents: 3500 })).toEqual(['$35.00 minimum per order']);
    expect(lineConditions({ id: 'on-site-interpretation', cents: 9500, unit: 'hour', minimumMinutes: 120 })).toEqual(['2-hour minimum']);
    expect(lineConditions({ id: 'scheduled-remote-interpretation', cents: 7500, unit: 'hour', minimumMinutes: 30 })).toEqual(['30-minute minimum']);
  });

  it('states a travel fee, its absence in the metro core and each zone’s fee', () => {
    expect(travelText({ kind: 'zone', place: 'Austin, TX', zone: 2, cents: 3500 })).toBe('Travel fee for Austin, TX: $35.00 per interpreter (travel zone 2).');
    expect(travelText({ kind: 'zone', place: 'Houston, TX', zone: 1, cents: 0 })).toMatch(/^No travel fee in Houston, TX/);
    const byZone = travelText({ kind: 'zones', cents: { 3: 7500, 1: 0, 4: 15000, 2: 3500 } });
    expect(byZone).toBe("Travel fee per interpreter, by the city's travel zone: none in zone 1, $35.00 in zone 2, $75.00 in zone 3 and $150.00 in zone 4.");
    expect(byZone).not.toContain('$0.00');
  });
});
