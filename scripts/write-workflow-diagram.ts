/**
 * Rewrites the workflow diagram in docs/ARCHITECTURE.md (between its `workflow-diagram` markers)
 * from the moves in server/workflow/. Run after changing a move:
 *
 *   npx tsx scripts/write-workflow-diagram.ts
 *
 * tests/unit/server/workflow/diagram.test.ts fails while the document's copy is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withWorkflowDiagram } from '../server/workflow/diagram';

const path = new URL('../docs/ARCHITECTURE.md', import.meta.url);
const doc = readFileSync(path, 'utf8');
const next = withWorkflowDiagram(doc);
if (next === doc) {
  console.info('docs/ARCHITECTURE.md: the workflow diagram is current.');
} else {
  writeFileSync(path, next);
  console.info('docs/ARCHITECTURE.md: the workflow diagram was rewritten.');
}
