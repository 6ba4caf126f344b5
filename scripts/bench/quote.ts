/**
 * Times a full quote recompute (input validation included) for each calculator
 * and prints the median and p95 in milliseconds. Exits with 1 when a median
 * reaches the 1 ms budget.
 *
 *   npm run bench:quote            # 2,000 runs per calculator
 *   BENCH_RUNS=10000 npm run bench:quote
 */
import { performance } from 'node:perf_hooks';
import {
  createPricingContext,
  quoteDocumentTranslation,
  quoteOnSiteInterpretation,
  quotePortugueseImmigration,
  quoteRemoteInterpretation,
  quoteTranscription,
  type DocumentQuoteInput,
  type OnSiteQuoteInput,
  type PortugueseQuoteInput,
  type PricingContext,
  type QuoteResult,
  type RemoteQuoteInput,
  type TranscriptionQuoteInput,
} from '@/lib/pricing';
import { atTime, createCalculatorContext } from '@/lib/calculators/data';
import { documentDefaults, documentInput } from '@/lib/calculators/document-state';
import { getCalculatorSources } from '@/lib/calculators/load.server';
import { onSiteDefaults, onSiteInput } from '@/lib/calculators/on-site-state';
import { getPriceTables } from '@/lib/pricing/load.server';

const runs = Number(process.env.BENCH_RUNS ?? 2000);
const budgetMs = 1;

const ctx: PricingContext = createPricingContext({
  tables: getPriceTables(),
  now: new Date(),
  languages: [
    { slug: 'spanish', name: 'Spanish', tier: 'common' },
    { slug: 'portuguese', name: 'Portuguese', tier: 'common' },
    { slug: 'japanese', name: 'Japanese', tier: 'standard' },
    { slug: 'amharic', name: 'Amharic', tier: 'rare' },
  ],
  locations: [
    { slug: 'houston-tx', name: 'Houston, TX', timeZone: 'America/Chicago', travelZone: 2 },
    { slug: 'new-york-ny', name: 'New York, NY', timeZone: 'America/New_York', travelZone: 1 },
  ],
  platforms: [{ slug: 'zoom', name: 'Zoom' }],
});

/** A local date a few days ahead, so bookings are in the future whenever the bench runs. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const documentInputs: DocumentQuoteInput[] = [
  {
    service: 'certified',
    sourceLanguage: 'spanish',
    targetLanguage: 'english',
    documents: [
      { name: 'birth.pdf', words: 412 },
      { name: 'diploma.jpg', scannedPages: 2 },
      { name: 'transcript.docx', words: 1830 },
    ],
    turnaround: 'expedited',
    notarization: true,
    apostilles: 2,
    hardCopy: 'priority',
    countryOfUse: 'MX',
  },
  { service: 'standard', sourceLanguage: 'japanese', targetLanguage: 'english', documents: [{ words: 120 }], turnaround: 'rush' },
  { service: 'proofreading', sourceLanguage: 'english', documents: [{ words: 5400 }, { pages: 3 }] },
];

const portugueseInputs: PortugueseQuoteInput[] = [
  {
    direction: 'pt-en',
    variant: 'pt-BR',
    countryOfUse: 'US',
    documents: [{ type: 'birth-certificate', quantity: 2 }, { type: 'marriage-certificate' }, { type: 'academic-transcript', quantity: 3 }],
    notarization: true,
  },
  {
    direction: 'en-pt',
    variant: 'pt-PT',
    countryOfUse: 'PT',
    documents: [{ type: 'criminal-record' }],
    turnaround: 'rush',
    apostilles: 1,
    hardCopy: 'international',
  },
];

const onSiteInputs: OnSiteQuoteInput[] = [
  { language: 'spanish', location: 'houston-tx', date: daysAhead(1), startTime: '16:30', durationMinutes: 200, mode: 'simultaneous' },
  { language: 'amharic', location: 'new-york-ny', date: daysAhead(9), startTime: '07:00', durationMinutes: 540 },
];

const remoteInputs: RemoteQuoteInput[] = [
  { mode: 'scheduled', language: 'japanese', platform: 'zoom', date: daysAhead(3), startTime: '17:15', durationMinutes: 95, timeZone: 'America/Los_Angeles' },
  { mode: 'vri', language: 'spanish', durationMinutes: 240, timeZone: 'America/Denver' },
];

const transcriptionInputs: TranscriptionQuoteInput[] = [{ audioMinutes: 74.5, language: 'spanish' }];

function bench<Input>(name: string, inputs: readonly Input[], quote: (input: Input, context: PricingContext) => QuoteResult) {
  for (const input of inputs) {
    const result = quote(input, ctx);
    if (!result.ok) throw new Error(`${name}: sample input rejected: ${result.error.message}`);
  }
  const samples: number[] = [];
  const warmUp = 200;
  for (let i = 0; i < warmUp + runs; i += 1) {
    const input = inputs[i % inputs.length];
    if (input === undefined) continue;
    const start = performance.now();
    quote(input, ctx);
    if (i >= warmUp) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (fraction: number) => samples[Math.min(samples.length - 1, Math.floor(fraction * samples.length))] ?? Number.NaN;
  return { name, runs, median: at(0.5), p95: at(0.95) };
}

/*
 * What a calculator island runs on every keystroke: its state turned into the
 * engine input, priced with the context built from the page's serialisable
 * data (the whole catalog slice and price tables).
 */
const sources = getCalculatorSources();
const browserCtx = createCalculatorContext({ ...sources.catalog, tables: sources.tables });
const documentStates = [
  { ...documentDefaults({ language: 'japanese' }), count: '2600', documents: '3', turnaround: 'expedited' as const, notarization: true },
  { ...documentDefaults({ language: 'spanish' }), count: '12', countBy: 'pages' as const },
];
const onSiteStates = [{ ...onSiteDefaults({ language: 'vietnamese', location: 'houston-tx' }), date: daysAhead(9), startTime: '07:00', durationMinutes: 285 }];

const results = [
  bench('document translation', documentInputs, quoteDocumentTranslation),
  bench('portuguese immigration', portugueseInputs, quotePortugueseImmigration),
  bench('on-site interpretation', onSiteInputs, quoteOnSiteInterpretation),
  bench('remote interpretation', remoteInputs, quoteRemoteInterpretation),
  bench('transcription', transcriptionInputs, quoteTranscription),
  bench('document island', documentStates, (state) => quoteDocumentTranslation(documentInput(state, [], {}), atTime(browserCtx, new Date()))),
  bench('on-site island', onSiteStates, (state) => quoteOnSiteInterpretation(onSiteInput(state), atTime(browserCtx, new Date()))),
];

console.log(`quote recompute, ${runs} runs each (validation included), budget ${budgetMs} ms median`);
console.log(`${'calculator'.padEnd(24)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(10)}`);
for (const result of results) {
  console.log(`${result.name.padEnd(24)} ${result.median.toFixed(4).padStart(10)} ${result.p95.toFixed(4).padStart(10)}`);
}
const over = results.filter((result) => result.median >= budgetMs);
if (over.length > 0) {
  console.error(`over budget: ${over.map((result) => result.name).join(', ')}`);
  process.exitCode = 1;
}
