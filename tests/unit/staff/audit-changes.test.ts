import { describe, expect, it } from 'vitest';
import { auditChanges, describeValue } from '@/components/staff/audit-changes';

describe('an audit row as a list of changed fields', () => {
  it('lists only the fields that differ, with their values in words', () => {
    const before = { id: 'a1', status: 'offering', active: true, languages: ['spanish', 'portuguese'], capacity: 3, note: null };
    const after = { id: 'a1', status: 'cancelled', active: false, languages: ['spanish'], capacity: 3, note: 'Client asked' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'status', before: 'offering', after: 'cancelled' },
      { field: 'active', before: 'Yes', after: 'No' },
      { field: 'languages', before: 'spanish, portuguese', after: 'spanish' },
      { field: 'note', before: '—', after: 'Client asked' },
    ]);
  });

  it('names a nested field by its path, and writes instants as the reader reads them', () => {
    const changes = auditChanges(
      { address: { city: 'Dallas', state: 'TX' }, updatedAt: '2026-06-01T14:00:00.000Z' },
      { address: { city: 'Houston', state: 'TX' }, updatedAt: '2026-06-02T15:30:00.000Z' },
      (iso) => `at ${iso.slice(0, 10)}`,
    );
    expect(changes).toEqual([
      { field: 'address.city', before: 'Dallas', after: 'Houston' },
      { field: 'updatedAt', before: 'at 2026-06-01', after: 'at 2026-06-02' },
    ]);
  });

  it('lists every field of a record created, and nothing for a row without change', () => {
    expect(auditChanges(null, { email: 'ana@example.org', role: 'coordinator' })).toEqual([
      { field: 'email', before: '—', after: 'ana@example.org' },
      { field: 'role', before: '—', after: 'coordinator' },
    ]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('writes records and lists of records as pairs, never as JSON', () => {
    expect(describeValue([{ title: 'Birth certificate', pages: 2 }])).toBe('title: Birth certificate; pages: 2');
    expect(describeValue({ totalCents: 2700 })).toBe('totalCents: 2,700');
  });
});
