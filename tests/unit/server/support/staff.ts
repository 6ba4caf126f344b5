import { expect } from 'vitest';
import { adminContract, type AdminRouteName } from '@/lib/api/contract/admin';
import { dataEnvelope, pagedEnvelope } from '@/lib/api/contract/envelope';

/**
 * Parses a staff answer with its contract entry: `{ data }` (`{ data, page }` for a list) with
 * the schema of its status. The record schemas are strict, so a field the contract lacks fails.
 */
export function expectStaffAnswer(name: AdminRouteName, res: { statusCode: number; body: string }): void {
  const route: (typeof adminContract)[AdminRouteName] = adminContract[name];
  const schema = Object.entries(route.responses).find(([status]) => Number(status) === res.statusCode)?.[1];
  if (schema === undefined) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
  const parsed = ('paged' in route ? pagedEnvelope(schema) : dataEnvelope(schema)).safeParse(JSON.parse(res.body));
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}

/** A contract path with its parameters filled in: `/admin/projects/{id}` → `/admin/projects/<id>`. */
export function staffPath(name: AdminRouteName, params: Record<string, string> = {}): string {
  return adminContract[name].path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
