import ts from 'typescript';
import { offerStatuses, orderStates, projectStatuses } from '@/server/db/schema';

/** The status column of each table whose states the workflow owns. */
const statusColumns = new Map([
  ['orders', 'state'],
  ['projects', 'status'],
  ['offers', 'status'],
]);

/** The states a literal under each column name could be: `state` an order's, `status` a project's or an offer's. */
const stateNames = new Map<string, ReadonlySet<string>>([
  ['state', new Set<string>(orderStates)],
  ['status', new Set<string>([...projectStatuses, ...offerStatuses])],
]);

const rawWrite = /\bupdate\s+"?(orders|projects|offers)"?\s+set\b[^;]*?\b(state|status)\s*=/i;

export interface StatusWrite {
  line: number;
  why: string;
}

const nameOf = (node: ts.PropertyName | undefined) => (node !== undefined && (ts.isIdentifier(node) || ts.isStringLiteral(node)) ? node.text : undefined);

/** `tx.update(projects).set(…)` → ['set', 'projects']; `tx.insert(orders).values(…)` → ['values', 'orders']. */
function tableWrite(call: ts.CallExpression): { kind: 'set' | 'values'; table: string } | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isCallExpression(callee.expression)) return undefined;
  const kind = callee.name.text;
  const receiver = callee.expression;
  if (!ts.isPropertyAccessExpression(receiver.expression)) return undefined;
  const verb = receiver.expression.name.text;
  const [table] = receiver.arguments;
  if (table === undefined || !ts.isIdentifier(table)) return undefined;
  if (kind === 'set' && verb === 'update') return { kind, table: table.text };
  if (kind === 'values' && verb === 'insert') return { kind, table: table.text };
  return undefined;
}

/** Whether the file imports one of the workflow's tables (as a value): only then is a `status: 'new'` theirs. */
function importsWorkflowTable(file: ts.SourceFile): boolean {
  return file.statements.some((statement) => {
    const bindings = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly ? statement.importClause?.namedBindings : undefined;
    return bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.some((e) => !e.isTypeOnly && statusColumns.has(e.name.text));
  });
}

function containsStateLiteral(node: ts.Node, states: ReadonlySet<string>): boolean {
  if (ts.isStringLiteralLike(node)) return states.has(node.text);
  return ts.forEachChild(node, (child) => containsStateLiteral(child, states) || undefined) ?? false;
}

/**
 * Where a source file writes the status of an order, a project or an offer: a `.set()` of an update
 * of those tables naming the column (or spreading something that might), an insert giving it a
 * literal state, an object elsewhere in a file that imports those tables pairing `status`/`state`
 * with one of their states (a change built to be spread into an update), or raw SQL updating it.
 */
export function statusWrites(source: string): StatusWrite[] {
  const file = ts.createSourceFile('scanned.ts', source, ts.ScriptTarget.Latest, true);
  const found: StatusWrite[] = [];
  const usesTables = importsWorkflowTable(file);
  const report = (node: ts.Node, why: string) => found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, why });

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const write = tableWrite(node);
      const column = write === undefined ? undefined : statusColumns.get(write.table);
      if (write !== undefined && column === undefined) return; // another table's row: its own statuses
      if (write !== undefined && column !== undefined) {
        const [values] = node.arguments;
        if (write.kind === 'set' && values !== undefined && ts.isObjectLiteralExpression(values)) {
          for (const property of values.properties) {
            if (ts.isSpreadAssignment(property)) report(property, `spreads into an update of ${write.table}, whose ${column} only server/workflow/ writes`);
            else if (nameOf(property.name) === column) report(property, `sets ${write.table}.${column}: name the move in server/workflow/ instead`);
          }
          return;
        }
      }
    }
    if (usesTables && ts.isPropertyAssignment(node)) {
      const states = stateNames.get(nameOf(node.name) ?? '');
      const value = node.initializer;
      if (states !== undefined && containsStateLiteral(value, states)) {
        report(node, `writes the literal ${value.getText(file)} as a ${nameOf(node.name)}: name the move in server/workflow/ instead`);
      }
    }
    if ((ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isStringLiteral(node)) && rawWrite.test(node.text)) {
      report(node, 'updates a status in raw SQL: name the move in server/workflow/ instead');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
