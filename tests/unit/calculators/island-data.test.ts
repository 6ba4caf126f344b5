import { describe, expect, it } from 'vitest';
import { CALCULATOR_KINDS, islandDataFile, islandDataJson, islandDataUrl } from '@/lib/calculators/island-data.server';
import { IslandDataError, readIslandData } from '@/components/calculators/island-payload';
import { specOf } from '@/components/calculators/island-spec';

describe('calculator data files for embedded calculators', () => {
  it.each(CALCULATOR_KINDS)('writes the %s data with its kind, tables, messages and the request form lists', (kind) => {
    const data = readIslandData(JSON.parse(islandDataJson(kind)), kind);
    expect(data.props.kind).toBe(kind);
    expect(Object.keys(data.props.tables).length).toBeGreaterThan(0);
    expect(data.quoteForm.locations.length).toBeGreaterThanOrEqual(60);
    expect(data.quoteForm.platforms.length).toBeGreaterThanOrEqual(8);
    if (data.props.kind === 'on-site') expect(data.props.locations.map((entry) => entry.slug)).toContain('houston-tx');
    if (data.props.kind === 'remote') expect(data.props.platforms.map((entry) => entry.slug)).toContain('zoom');
    if (data.props.kind === 'document') expect(data.props.languages.map((entry) => entry.slug)).toContain('spanish');
  });

  it('addresses each file with a version derived from its content', () => {
    expect(islandDataFile('on-site')).toBe('calculator-data/on-site.json');
    const url = islandDataUrl('on-site');
    expect(url).toMatch(/^\/calculator-data\/on-site\.json\?v=[0-9a-f]{12}$/);
    expect(islandDataUrl('on-site')).toBe(url);
    expect(islandDataUrl('remote')).not.toBe(url.replace('on-site', 'remote'));
  });

  it('rejects a file for another calculator or without its parts', () => {
    const onSite: unknown = JSON.parse(islandDataJson('on-site'));
    expect(() => readIslandData(onSite, 'remote')).toThrow(new IslandDataError('The calculator data is for "on-site", not "remote"'));
    expect(() => readIslandData('<html>Bad gateway</html>', 'on-site')).toThrow(IslandDataError);
    expect(() => readIslandData({ props: { kind: 'on-site' }, quoteForm: { locations: [], platforms: [] } }, 'on-site')).toThrow(/no price tables or messages/);
    expect(() => readIslandData({ props: { kind: 'on-site', tables: {}, messages: {} }, quoteForm: {} }, 'on-site')).toThrow(/no request form lists/);
  });

  it('turns fetched data and a page preset into the island the frame renders', () => {
    const data = readIslandData(JSON.parse(islandDataJson('on-site')), 'on-site');
    const spec = specOf(data.props, { language: 'vietnamese', location: 'houston-tx' });
    expect(spec.kind).toBe('on-site');
    expect(spec.kind === 'on-site' ? spec.props.preset : undefined).toEqual({ language: 'vietnamese', location: 'houston-tx' });
    const portuguese = specOf(readIslandData(JSON.parse(islandDataJson('portuguese')), 'portuguese').props, {});
    expect(Object.keys(portuguese.props)).not.toContain('kind');
  });
});
