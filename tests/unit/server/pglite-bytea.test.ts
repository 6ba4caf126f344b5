import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteByteaCodec } from '@/server/db/database';

describe("PGlite's bytea codec (server/db/database.ts)", () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create('memory://', { ...pgliteByteaCodec });
    await client.exec('create table blobs (id int primary key, data bytea not null)');
  });
  afterAll(async () => {
    await client.close();
  });

  it('is the one PGlite uses: the options are still read by this version', () => {
    // If PGlite renames or drops these options, the slow built-in codec would silently come back.
    expect(Reflect.get(Reflect.get(client, 'serializers'), 17)).toBe(pgliteByteaCodec.serializers[17]);
    expect(Reflect.get(Reflect.get(client, 'parsers'), 17)).toBe(pgliteByteaCodec.parsers[17]);
  });

  it('stores and returns every byte unchanged: all 256 values, an empty value, a 1 MB chunk and a view into a larger buffer', async () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    const large = randomBytes(1024 * 1024);
    const backing = randomBytes(4096);
    const view = new Uint8Array(backing.buffer, backing.byteOffset + 100, 1000);
    const values = [everyByte, new Uint8Array(0), large, view];
    for (const [id, data] of values.entries()) await client.query('insert into blobs (id, data) values ($1, $2)', [id, data]);
    const rows = (await client.query<{ id: number; data: Uint8Array }>('select id, data from blobs order by id')).rows;
    expect(rows.map((row) => Buffer.from(row.data).equals(Buffer.from(values[row.id] ?? [])))).toEqual([true, true, true, true]);
    expect(rows[3]?.data.byteLength).toBe(1000);
    // What PostgreSQL itself stored, not just what the codec read back.
    const lengths = (await client.query<{ n: number }>('select octet_length(data) as n from blobs order by id')).rows.map((row) => row.n);
    expect(lengths).toEqual([256, 0, 1024 * 1024, 1000]);
    const md5 = (await client.query<{ h: string }>('select md5(data) as h from blobs where id = 2')).rows[0]?.h;
    expect(md5).toBe(createHash('md5').update(large).digest('hex'));
  });

  it('refuses a value that is not bytes', () => {
    expect(() => pgliteByteaCodec.serializers[17]('text')).toThrow('Invalid input for bytea type');
  });
});
