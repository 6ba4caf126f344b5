import { offerStatuses, orderStates, projectStatuses } from '../db/schema';
import type { Move, Start } from './move';
import { offerMoves, offerStarts, type OfferMove } from './offer-moves';
import { orderMoves, orderStarts, type OrderMove } from './order-moves';
import { projectMoves, projectStarts, type ProjectMove } from './project-moves';

/*
 * The diagram of docs/ARCHITECTURE.md, written from the moves themselves, so the picture can't
 * drift from the code: `npx tsx scripts/write-workflow-diagram.ts` rewrites it, and
 * tests/unit/server/workflow/diagram.test.ts fails while the document's copy differs.
 */

interface Described extends Move<string> {
  guard?: { says: string };
}

interface Workflow<M extends Described> {
  title: string;
  states: readonly string[];
  starts: Record<string, Start<string>>;
  moves: Record<string, M>;
  effects: (move: M) => string[];
}

const audited = (move: Described) => (move.audit === undefined ? [] : [`audit \`${move.audit}\``]);
const event = (move: { event?: string }) => (move.event === undefined ? [] : [`event \`${move.event}\``]);

const order: Workflow<OrderMove> = {
  title: 'Order (`orders.state`)',
  states: orderStates,
  starts: orderStarts,
  moves: orderMoves,
  effects: (move) => ['order event', ...(move.email === undefined ? [] : ["client's email"]), ...audited(move)],
};

const project: Workflow<ProjectMove> = {
  title: 'Project (`projects.status`)',
  states: projectStatuses,
  starts: projectStarts,
  moves: projectMoves,
  effects: (move) => [...event(move), ...audited(move)],
};

const offer: Workflow<OfferMove> = {
  title: 'Offer (`offers.status`)',
  states: offerStatuses,
  starts: offerStarts,
  moves: offerMoves,
  effects: (move) => [...event(move), ...(move.answers === true ? ['`responded_at`'] : []), ...audited(move)],
};

const who = (actors: readonly string[]) => actors.join(', ');

function mermaid<M extends Described>(flow: Workflow<M>): string[] {
  const starts = Object.entries(flow.starts).map(([name, start]) => `    [*] --> ${start.to}: ${name} (${who(start.actors)})`);
  const moves = Object.entries(flow.moves).flatMap(([name, move]) =>
    move.from.map((from) => `    ${from} --> ${move.to}: ${name} (${who(move.actors)})${move.guard === undefined ? '' : ` [${move.guard.says}]`}`),
  );
  // A state no move leaves is where the row's life ends.
  const ends = flow.states.filter((state) => !Object.values(flow.moves).some((move) => move.from.includes(state))).map((state) => `    ${state} --> [*]`);
  return ['```mermaid', 'stateDiagram-v2', ...starts, ...moves, ...ends, '```'];
}

function table<M extends Described>(flow: Workflow<M>): string[] {
  return [
    '| move | from | to | who | guard | effects |',
    '|---|---|---|---|---|---|',
    ...Object.entries(flow.moves).map(([name, move]) => {
      const cells = [`\`${name}\``, move.from.join(', '), move.to, who(move.actors), move.guard?.says ?? '', flow.effects(move).join(', ')];
      return `| ${cells.join(' | ')} |`;
    }),
  ];
}

/** The three workflows as Markdown: each a Mermaid state diagram and the table of its moves. */
export function workflowDiagram(): string {
  const section = <M extends Described>(flow: Workflow<M>) => [`**${flow.title}**`, '', ...mermaid(flow), '', ...table(flow)];
  return [...section(order), '', ...section(project), '', ...section(offer)].join('\n');
}

const start = '<!-- workflow-diagram:start: generated from server/workflow by `npx tsx scripts/write-workflow-diagram.ts`; do not edit -->';
const end = '<!-- workflow-diagram:end -->';

/** The document with the generated diagram between its markers; throws when they are missing. */
export function withWorkflowDiagram(doc: string): string {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`The document has no workflow diagram markers: put ${start} and ${end} where it goes.`);
  return `${doc.slice(0, from + start.length)}\n${workflowDiagram()}\n${doc.slice(to)}`;
}
