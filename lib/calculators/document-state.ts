import { documentEntrySchema, documentQuoteInputSchema, documentServices, type DocumentEntry, type DocumentQuoteInput } from '@/lib/pricing/input-schema';
import { addOnCodecs, addOnDefaults, addOnInput, type AddOnState } from './add-ons-state';
import { lazily } from '../memo';
import { readCount, splitEvenly } from './numbers';
import type { Problems } from './problems';
import * as z from 'zod/mini';
import { choiceCodec, countCodec, schemaCodec, unwrap, type StateCodecs } from './query';
import { sharedDocumentsCodec, type SharedDocument } from './shared-documents';

type DocumentService = (typeof documentServices)[number];
export const countKinds = ['words', 'pages'] as const;
type CountKind = (typeof countKinds)[number];

/**
 * The document calculator's fields, all of them in the URL query. The files are kept apart: a link
 * carries only their counts, which open as `shared` documents.
 */
export interface DocumentState extends AddOnState {
  service: DocumentService;
  sourceLanguage: string;
  targetLanguage: string;
  /** Typed counts, for documents the visitor does not upload: a word or page count... */
  countBy: CountKind;
  count: string;
  /** ...over this many documents (each is at least one page of certified translation). */
  documents: string;
  countryOfUse: string;
  /** Documents counted from files on the device of whoever shared the link. */
  shared: SharedDocument[];
}

export const DOCUMENT_PREFIX = 'doc-';

export function documentDefaults(preset: { language?: string } = {}): DocumentState {
  return {
    service: 'certified',
    sourceLanguage: preset.language ?? '',
    targetLanguage: 'english',
    countBy: 'words',
    count: '',
    documents: '1',
    countryOfUse: 'US',
    shared: [],
    ...addOnDefaults,
  };
}

const shape = () => documentQuoteInputSchema().shape;
const entry = () => documentEntrySchema().shape;
const documentCount = lazily(() => unwrap(entry().words).check(z.gte(1), z.lte(100)));

/** Codecs checked against the engine's input schema; `knownLanguage` rejects slugs not in the catalog. */
export function documentCodecs(knownLanguage: (slug: string) => boolean, knownCountry: (code: string) => boolean): StateCodecs<DocumentState> {
  return {
    service: choiceCodec('service', documentServices),
    sourceLanguage: schemaCodec('from', () => shape().sourceLanguage, knownLanguage),
    targetLanguage: schemaCodec('to', () => unwrap(shape().targetLanguage), knownLanguage),
    countBy: choiceCodec('count-by', countKinds),
    count: countCodec('count', () => unwrap(entry().words)),
    documents: countCodec('documents', documentCount),
    countryOfUse: schemaCodec('country', () => unwrap(shape().countryOfUse), knownCountry),
    shared: sharedDocumentsCodec('counts'),
    ...addOnCodecs,
  };
}

/** Documents described by typed counts: the words or pages shared evenly over the documents. */
function typedDocuments(state: DocumentState, problems: Problems): DocumentEntry[] {
  const count = readCount(state.count);
  const documents = readCount(state.documents);
  if (count.kind === 'invalid') problems.count = 'whole-number';
  if (documents.kind === 'invalid') problems.documents = 'whole-number';
  if (count.kind !== 'number' || count.value === 0) return [];
  const parts = documents.kind === 'number' && documents.value > 0 ? documents.value : 1;
  if (parts > count.value) {
    problems.documents = 'documents-over-count';
    return [];
  }
  return splitEvenly(count.value, parts).map((share) => (state.countBy === 'words' ? { words: share } : { pages: share }));
}

/**
 * The engine input for the state and the documents counted from files. Add-ons
 * are sent only with certified translation, and the target language not with
 * proofreading, as the engine expects.
 */
export function documentInput(state: DocumentState, files: readonly DocumentEntry[], problems: Problems): DocumentQuoteInput {
  const addOns = addOnInput(state, problems);
  const certified = state.service === 'certified';
  return {
    service: state.service,
    sourceLanguage: state.sourceLanguage,
    ...(state.service === 'proofreading' ? {} : { targetLanguage: state.targetLanguage }),
    documents: [...files, ...typedDocuments(state, problems)],
    turnaround: addOns.turnaround,
    notarization: certified && addOns.notarization,
    apostilles: certified ? addOns.apostilles : 0,
    hardCopy: certified ? addOns.hardCopy : 'none',
    countryOfUse: state.countryOfUse,
  };
}
