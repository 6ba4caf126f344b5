import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offerStatuses, orderStates, projectStatuses } from '@/server/db/schema';
import { offerMoves, orderMoves, projectMoves } from '@/server/workflow';
import { withWorkflowDiagram, workflowDiagram } from '@/server/workflow/diagram';

describe('the workflow diagram', () => {
  const diagram = workflowDiagram();

  it('draws every state and every move of the order, the project and the offer', () => {
    for (const state of [...orderStates, ...projectStatuses, ...offerStatuses]) expect(diagram).toMatch(new RegExp(`(^|\\s)${state}( -->|:|$)`, 'm'));
    for (const name of [...Object.keys(orderMoves), ...Object.keys(projectMoves), ...Object.keys(offerMoves)]) expect(diagram).toContain(`: ${name} (`);
    expect(diagram.match(/^stateDiagram-v2$/gm)).toHaveLength(3);
  });

  it('one edge per state a move leaves', () => {
    expect(diagram).toContain('    requested --> confirmed: confirmOrder (client) [quote still valid]');
    expect(diagram).toContain('    returned --> delivered: deliverOrder (professional)');
    expect(diagram).toContain('    [*] --> held: holdProject (client)');
    expect(diagram).toContain('    cancelled --> [*]');
  });

  it('keeps to what Mermaid parses: no "-" in a state, no ":", ";" or "#" in a label', () => {
    const edges = diagram.split('\n').filter((line) => line.includes(' --> '));
    for (const edge of edges) {
      const parts = /^ {4}(\S+) --> (\S+)(?:: (.+))?$/.exec(edge);
      expect(parts, edge).not.toBeNull();
      const [, from = '', to = '', label = ''] = parts ?? [];
      for (const state of [from, to]) expect(state === '[*]' || /^[a-z_]+$/.test(state), edge).toBe(true);
      expect(label, edge).not.toMatch(/[:;#]/);
    }
  });

  it('is the copy in docs/ARCHITECTURE.md (npx tsx scripts/write-workflow-diagram.ts rewrites it)', () => {
    const doc = readFileSync('docs/ARCHITECTURE.md', 'utf8');
    expect(doc, 'docs/ARCHITECTURE.md has a stale workflow diagram: run npx tsx scripts/write-workflow-diagram.ts').toBe(withWorkflowDiagram(doc));
  });
});
