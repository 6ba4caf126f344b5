import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusWrites } from './status-writes';

const imports = "import { offers, orders, outboxMessages, projects } from '../db/schema';\n";

describe('the status-write scan', () => {
  it.each([
    { source: "await tx.update(projects).set({ status: 'new', updatedAt: now }).where(eq(projects.id, id));", lines: [2] },
    { source: 'await tx.update(offers).set({ status }).where(eq(offers.id, id));', lines: [2] },
    { source: 'await tx.update(orders).set({ state: next, updatedAt: now });', lines: [2] },
    { source: "await tx.insert(orders).values({ reference, state: 'requested' });", lines: [2] },
    { source: 'await tx.update(projects).set({ ...act.change(current), updatedAt: now });', lines: [2] },
    { source: "const cancel = {\n  change: () => ({ status: held ? 'held' : 'cancelled' }),\n};", lines: [3] },
    { source: "await tx.execute(sql`UPDATE projects SET status = 'new' WHERE id = ${id}`);", lines: [2] },
  ])('finds a write: $source', ({ source, lines }) => {
    expect(statusWrites(imports + source).map((w) => w.line)).toEqual(lines);
  });

  it.each([
    "await tx.update(outboxMessages).set({ status: 'pending', nextAttemptAt: now });",
    "await tx.delete(projects).where(and(eq(projects.id, id), eq(projects.status, 'held')));",
    'await tx.update(projects).set({ clientContact: {} }).where(lt(projects.createdAt, cutoff));',
    'await tx.insert(projects).values({ ...input, status: projectStart(held) });',
    "return adminAnswer('runAssignment', { status: 'done' });",
  ])('leaves alone: %s', (source) => {
    expect(statusWrites(imports + source)).toEqual([]);
  });

  it('reads an object of statuses only where the workflow tables are imported', () => {
    expect(statusWrites("const row = { status: held ? 'held' : 'pending' };")).toEqual([]);
  });
});

describe('order, project and offer statuses', () => {
  it('are written only by server/workflow/: everywhere else names the move', () => {
    const root = join(process.cwd(), 'server');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.startsWith(`workflow/`));
    const writes = files.flatMap((file) => statusWrites(readFileSync(join(root, file), 'utf8')).map((w) => `server/${file}:${w.line}: ${w.why}`));
    expect(writes).toEqual([]);
  });
});
