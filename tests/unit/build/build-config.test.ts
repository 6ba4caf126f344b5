import { describe, expect, it } from 'vitest';
import { catalogSnapshotFile, parseBuildConfig } from '@/lib/build-config.server';

describe('parseBuildConfig', () => {
  it.each([
    [{}, { catalogSource: 'content', catalogApiUrl: undefined, catalogSnapshotDir: '.next-catalog' }],
    [{ CATALOG_SOURCE: ' ' }, { catalogSource: 'content', catalogApiUrl: undefined, catalogSnapshotDir: '.next-catalog' }],
    [
      { CATALOG_SOURCE: 'api', CATALOG_API_URL: 'http://127.0.0.1:3000/api/v1.1' },
      { catalogSource: 'api', catalogApiUrl: 'http://127.0.0.1:3000/api/v1.1/', catalogSnapshotDir: '.next-catalog' },
    ],
    [
      { CATALOG_SOURCE: 'api', CATALOG_API_URL: 'https://api.verbalis.com/api/v1.1/', CATALOG_SNAPSHOT_DIR: '/tmp/catalog' },
      { catalogSource: 'api', catalogApiUrl: 'https://api.verbalis.com/api/v1.1/', catalogSnapshotDir: '/tmp/catalog' },
    ],
  ])('%o', (raw, expected) => {
    expect(parseBuildConfig(raw)).toEqual(expected);
  });

  it.each([
    [{ CATALOG_SOURCE: 'API' }, 'CATALOG_SOURCE must be "content" or "api" (got "API")'],
    [{ CATALOG_SOURCE: 'api', CATALOG_API_URL: 'localhost:3000' }, 'CATALOG_API_URL must use http or https (got "localhost:3000")'],
    [{ CATALOG_SOURCE: 'api', CATALOG_API_URL: '/api/v1.1/' }, 'CATALOG_API_URL must be an absolute http(s) URL'],
  ])('rejects %o', (raw, message) => {
    expect(() => parseBuildConfig(raw)).toThrow(message);
  });
});

describe('catalogSnapshotFile', () => {
  it('is only consulted for a build from the API, and only once the snapshot exists', () => {
    const content = parseBuildConfig({ CATALOG_SNAPSHOT_DIR: 'tests/unit/build' });
    const missing = parseBuildConfig({ CATALOG_SOURCE: 'api', CATALOG_SNAPSHOT_DIR: 'tests/unit/build/no-such-folder' });
    expect(catalogSnapshotFile('catalog', content)).toBeUndefined();
    expect(catalogSnapshotFile('priceTables', missing)).toBeUndefined();
  });
});
