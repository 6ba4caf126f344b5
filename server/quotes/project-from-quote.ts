import type { DocumentQuoteInput, PortugueseQuoteInput, Quote, TranscriptionQuoteInput } from '@/lib/pricing';
import type { QuoteRequestContact } from '@/lib/validation';
import { professionalPayCents } from '../assignment/policy';
import type { NewProject } from '../assignment/projects';
import { workCents } from './calculators';

export type PricedRequest =
  | { kind: 'document'; input: DocumentQuoteInput }
  | { kind: 'portuguese'; input: PortugueseQuoteInput }
  | { kind: 'transcription'; input: TranscriptionQuoteInput };

const count = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** Delivery is promised by the instant the quote names (its due date at its due-by time). */
function deadlineOf(quote: Quote, now: Date): Date {
  if (quote.delivery === undefined) return new Date(now.getTime() + 72 * 60 * 60 * 1000);
  return new Date(quote.delivery.dueAt);
}

export function clientContactOf(contact: QuoteRequestContact): Record<string, string> {
  const entries = Object.entries({
    name: contact.name,
    organisation: contact.organisation,
    purchaseOrder: contact.purchaseOrder,
    email: contact.email,
    telephone: contact.telephone,
    preferredContactMethod: contact.preferredContactMethod,
    nameSpellings: contact.nameSpellings,
    notes: contact.notes,
  }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return Object.fromEntries(entries);
}

function documentVolume(input: DocumentQuoteInput, quote: Quote): { volume: string; words: number } {
  const words = input.documents.reduce((sum, d) => sum + (d.words ?? 0) + (d.scannedWords ?? 0), 0);
  const scans = input.documents.reduce((sum, d) => sum + (d.scannedPages ?? 0), 0);
  const pages = quote.lines.find((l) => l.id === 'service' && l.unit === 'page')?.quantity;
  const parts = [count(words, 'word'), ...(scans > 0 ? [count(scans, 'scanned page')] : []), ...(pages ? [count(pages, 'certified page')] : [])];
  return { volume: `${parts.join(', ')} in ${count(input.documents.length, 'document')}`, words };
}

/** The project a quote request becomes, ready for the assignment system. */
export function projectFromQuote(request: PricedRequest, quote: Quote, contact: QuoteRequestContact, quoteId: string, now: Date): NewProject {
  const base = {
    sourceKind: 'quote' as const,
    sourceId: quoteId,
    deadline: deadlineOf(quote, now),
    payCents: professionalPayCents(workCents(quote)),
    workCents: workCents(quote),
    clientContact: clientContactOf(contact),
  };
  switch (request.kind) {
    case 'document': {
      const { input } = request;
      const proofreading = input.service === 'proofreading';
      return {
        ...base,
        ...documentVolume(input, quote),
        service: proofreading ? 'proofreading' : 'document-translation',
        userType: proofreading ? 'proofreader' : 'translator',
        sourceLanguage: input.sourceLanguage,
        targetLanguage: input.targetLanguage ?? input.sourceLanguage,
        certifications: input.service === 'certified' ? ['ata'] : [],
      };
    }
    case 'portuguese': {
      const { input } = request;
      const toEnglish = input.direction === 'pt-en';
      const documents = input.documents.reduce((sum, d) => sum + (d.quantity ?? 1), 0);
      return {
        ...base,
        service: 'document-translation',
        userType: 'translator',
        sourceLanguage: toEnglish ? 'portuguese' : 'english',
        targetLanguage: toEnglish ? 'english' : 'portuguese',
        volume: `${count(documents, 'document')} (${input.variant}), immigration package`,
        certifications: ['ata'],
        specialization: 'immigration',
      };
    }
    case 'transcription': {
      const { input } = request;
      const minutes = Math.ceil(input.audioMinutes);
      const language = input.language ?? 'english';
      return {
        ...base,
        service: 'transcription',
        userType: 'transcriber',
        sourceLanguage: language,
        targetLanguage: language,
        volume: count(minutes, 'audio minute'),
        minutes,
      };
    }
  }
}
