import { hasCompileHint } from '../../build/compile-hints';

/** Which first-load JS budget a page answers to. */
export type PageKind = 'content' | 'interactive';

/**
 * First-load JS (gzip) of an empty Next.js page: the bare app of scripts/bench/lib/bare-next.ts built
 * with this repository's Next 16.4.6 (React runtime, router, webpack runtime; polyfills are noModule
 * and not counted). Measured once rather than on every run, because building that app takes a minute.
 * Re-measure after upgrading next or react: `npm run bench:build` prints it as
 * "bare Next: first-load JS floor (gzip)"; put the byte count here.
 */
export const nextFloorGzipBytes = 133_315;

/**
 * What a page may add on top of the floor: content pages carry only the layout's small islands and,
 * on a service listing, the calculator's frame (the heaviest), plus the wait for on-demand stylesheets
 * (components/layout/runtime-styles.ts), V8's compile hint at the top of each entry script
 * (scripts/build/compile-hints.ts) and zod's settings module (lib/validation/zod-jitless.ts).
 */
export const budgetAboveFloor: Record<PageKind, number> = {
  content: 12.5 * 1024,
  interactive: 110 * 1024,
};

/**
 * HTML plus RSC files (index.txt and any `__next.*.txt`) of one service variant page: about 4,000 of
 * them make up nearly all of out/, so their size is the export's size.
 */
export const servicePageBytesBudget = 100 * 1024;

/** Pages that hold a calculator or a form island; every other page is a content page. */
const interactivePages: readonly RegExp[] = [
  /^\/pricing\/$/,
  /^\/contact-us\/$/,
  /^\/partnership\/$/,
  /^\/translators\/$/,
  /^\/pro\/[a-z-]+\/$/,
  // A professional's offer and job: an island that reads, accepts and delivers it through the API.
  /^\/jobs\/$/,
  // The client's order: an island that reads, confirms and cancels it through the API.
  /^\/orders\/$/,
  // A certificate's check: an island with a code form and a PDF drop that asks the API, like the order page.
  /^\/verify\/$/,
  /^\/page\/portuguese-immigration-translation\/$/,
  // The back office: forms and lists on every page, for staff only.
  /^\/staff\//,
];

export function pageKindOf(path: string): PageKind {
  return interactivePages.some((pattern) => pattern.test(path)) ? 'interactive' : 'content';
}

/**
 * Code that must load only when used (pdf.js, the phone number metadata, the date picker), each
 * recognised by text its bundle always contains.
 */
const lazyOnlyModules: readonly { name: string; marker: RegExp }[] = [
  { name: 'pdf.js', marker: /GlobalWorkerOptions|pdfjs-dist|PDFDocumentProxy/ },
  { name: 'phone number metadata', marker: /country_calling_codes/ },
  { name: 'date picker', marker: /react-datepicker__/ },
];

export interface PageSize {
  path: string;
  bytes: number;
}

export interface BudgetLine extends PageSize {
  kind: PageKind;
  aboveFloor: number;
  budget: number;
  over: boolean;
}

export function budgetLine(page: PageSize, floor = nextFloorGzipBytes): BudgetLine {
  const kind = pageKindOf(page.path);
  const aboveFloor = page.bytes - floor;
  const budget = budgetAboveFloor[kind];
  return { ...page, kind, aboveFloor, budget, over: aboveFloor > budget };
}

export interface BudgetSummary {
  lines: BudgetLine[];
  over: BudgetLine[];
  /** The heaviest page of each kind: how much room is left. */
  heaviest: Partial<Record<PageKind, BudgetLine>>;
}

export function checkBudgets(pages: readonly PageSize[], floor = nextFloorGzipBytes): BudgetSummary {
  const lines = pages.map((page) => budgetLine(page, floor));
  const heaviest: Partial<Record<PageKind, BudgetLine>> = {};
  for (const line of lines) {
    const current = heaviest[line.kind];
    if (!current || line.aboveFloor > current.aboveFloor) heaviest[line.kind] = line;
  }
  return { lines, over: lines.filter((line) => line.over), heaviest };
}

/** Which lazy-only modules a page's first-load scripts contain, given the text of those scripts. */
export function eagerHeavyModules(scriptTexts: readonly string[]): string[] {
  return lazyOnlyModules.filter(({ marker }) => scriptTexts.some((text) => marker.test(text))).map(({ name }) => name);
}

/** An entry chunk's file (`name-hash.js`); on-demand chunks, which a page may preload, are `id.hash.js`. */
const entryScript = /\/[^/.]+-[0-9a-f]+\.js$/;

/**
 * Of a page's first-load scripts (addresses and texts in the same order), the entry scripts and
 * those of them that do not start with V8's compile hint (scripts/build/compile-hints.ts).
 */
export function compileHintCheck(scripts: readonly string[], texts: readonly string[]): { entries: number; unhinted: string[] } {
  const entries = scripts.flatMap((src, index) => (entryScript.test(src.split('?')[0] ?? src) ? [{ src, text: texts[index] ?? '' }] : []));
  return { entries: entries.length, unhinted: entries.filter((entry) => !hasCompileHint(entry.text)).map((entry) => entry.src) };
}
