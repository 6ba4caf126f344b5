import { isRecord } from '@/lib/validation/values';

/*
 * An audit row's before and after as people read a change: the fields that differ, each with its
 * old and new value in words. Nested records are compared field by field ("address.city"); lists
 * and values are written out, not dumped as JSON.
 */

export interface FieldChange {
  /** `status`, or `address.city` inside a nested record. */
  field: string;
  before: string;
  after: string;
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One value in words: "—" for nothing, Yes/No, lists joined, instants in the reader's time, records as `key: value` pairs. */
export function describeValue(value: unknown, formatInstant: (iso: string) => string = (iso) => iso): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'string') return isoInstant.test(value) ? formatInstant(value) : value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => describeValue(item, formatInstant)).join(', ');
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length === 0 ? '—' : entries.map(([k, v]) => `${k}: ${describeValue(v, formatInstant)}`).join('; ');
  }
  return String(value);
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between `before` and `after` (either may be null: a record created or
 * deleted), in the order they first appear. A record created lists every field it was created with.
 */
export function auditChanges(before: unknown, after: unknown, formatInstant?: (iso: string) => string, prefix = ''): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before, after) ? [] : [{ field: prefix || 'value', before: describeValue(before, formatInstant), after: describeValue(after, formatInstant) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.flatMap((key) => {
    const field = prefix === '' ? key : `${prefix}.${key}`;
    const [a, b] = [from[key], to[key]];
    if (same(a, b)) return [];
    // Both sides records: say which of their fields changed.
    if (isRecord(a) && isRecord(b)) return auditChanges(a, b, formatInstant, field);
    return [{ field, before: describeValue(a, formatInstant), after: describeValue(b, formatInstant) }];
  });
}
