import { z } from 'zod';
import type { PairFact } from '../pair-facts';
import type { Catalog, Language, Location, VariantServiceId } from '../schema';
import { localClockSentence, tierAvailability, timeZoneFacts, travelZoneClause, videoPlatformNames, type SharedCopy } from './facts';
import { cite, stateName, type LegalRules } from './legal';
import { cityState } from './location';
import { alternatives, faqTemplates, fill, fixedText, pickFilled, template, type Alternatives } from './template';
import { joinList, squash } from './text';
import type { CopySection, FaqItem, SourceRef, VariantBody } from './types';

const byService = <T extends z.ZodType>(schema: T) => z.strictObject({ translation: schema, onSite: schema, remote: schema });
const faqEntries = <const A extends string>(...answer: A[]) => faqTemplates(['language', 'city'], answer).min(3).max(5);

/** content/service-copy/pair.yaml: `/services/<service>/<language>-in-<city>/`, the words around the pair's own facts. */
export const pairCopySchema = z.strictObject({
  h1: byService(template('language', 'place')),
  translation: z.strictObject({
    documents: z.strictObject({ heading: alternatives('language', 'city'), records: template('language', 'city', 'documents', 'venues') }),
    timing: z.strictObject({
      heading: alternatives('city', 'language?'),
      clockSubject: fixedText,
      deadline: template('clock', 'language', 'city', 'timing'),
      delivery: template('city', 'state'),
    }),
  }),
  interpreting: z.strictObject({
    where: z.strictObject({
      heading: alternatives('language', 'city'),
      onSite: template('city', 'language', 'settings', 'venues'),
      remote: template('city', 'language', 'settings', 'venues', 'platforms'),
      availability: template('language', 'city', 'availability'),
    }),
    schedule: z.strictObject({
      heading: alternatives('language', 'city'),
      clockSubject: template('language'),
      confirm: template('clock', 'language', 'zone'),
      onSite: template('city', 'travelZone', 'language'),
      remote: template('language', 'city'),
    }),
  }),
  // The sources of the page's facts, listed after them.
  sources: z.strictObject({ heading: alternatives('language', 'city'), intro: template('language', 'city') }),
  // Travel zones matter only when an interpreter comes to the client.
  faq: z.strictObject({
    translation: faqEntries('language?', 'city?', 'state?', 'uscis?', 'guarantee?', 'timing?'),
    onSite: faqEntries('language?', 'city?', 'state?', 'travelZone?', 'availability?'),
    remote: faqEntries('language?', 'city?', 'state?', 'availability?'),
  }),
});
export type PairCopy = z.output<typeof pairCopySchema>;

interface Words {
  copy: PairCopy;
  shared: SharedCopy;
  legal: LegalRules;
}

type ServiceKey = 'translation' | 'onSite' | 'remote';
const serviceKeys: Record<VariantServiceId, ServiceKey> = {
  'document-translation': 'translation',
  'on-site-interpretation': 'onSite',
  'remote-interpretation': 'remote',
};

/** A source's text with the page's names in it: {language}, {city}, {state} and the fact's {county}. */
function fillFactText(text: string, values: Record<'language' | 'city' | 'state' | 'county', string | undefined>, where: string): string {
  return squash(text).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`content/catalog/pairs.yaml: ${where} uses ${whole}, which this fact does not give`);
    return value;
  });
}

/** One section per fact: what the source says, then what it means for this service's client here. */
function factSections(serviceId: VariantServiceId, language: Language, location: Location, facts: readonly PairFact[], legal: LegalRules): CopySection[] {
  return facts.map((fact) => {
    const values = { language: language.name, city: location.city, state: stateName(location, legal), county: fact.county };
    const where = `source "${fact.source.id}"`;
    const meaning = fact.source.meaning[serviceId];
    return {
      heading: fillFactText(fact.source.heading, values, where),
      paragraphs: [squash(fact.text), ...(meaning === undefined ? [] : [fillFactText(meaning, values, where)])],
    };
  });
}

function translationSections(language: Language, location: Location, timing: string, words: Words): CopySection[] {
  const values = { language: language.name, city: location.city };
  const seed = `${language.slug}-in-${location.slug}`;
  const { documents, timing: turnaround } = words.copy.translation;
  const clock = localClockSentence(location, 10, turnaround.clockSubject.text, words.shared);
  return [
    {
      heading: pickFilled(`${seed}:docs-h`, documents.heading, values),
      paragraphs: [fill(documents.records, { ...values, documents: joinList(language.documents), venues: joinList(location.venues.slice(0, 3)) })],
    },
    {
      heading: pickFilled(`${seed}:timing-h`, turnaround.heading, values),
      paragraphs: [
        fill(turnaround.deadline, { ...values, clock, timing: squash(timing).replace(/^./, (ch) => ch.toLowerCase()) }),
        fill(turnaround.delivery, { ...values, state: stateName(location, words.legal) }),
      ],
    },
  ];
}

function interpretingSections(language: Language, location: Location, catalog: Catalog, remote: boolean, words: Words): CopySection[] {
  const values = { language: language.name, city: location.city };
  const seed = `${language.slug}-in-${location.slug}`;
  const { where, schedule } = words.copy.interpreting;
  const places = { ...values, settings: joinList(language.settings.slice(0, 3)), venues: joinList(location.venues.slice(0, 3)) };
  const clock = localClockSentence(location, remote ? 15 : 11, fill(schedule.clockSubject, values), words.shared);
  return [
    {
      heading: pickFilled(`${seed}:where-h:${remote}`, where.heading, values),
      paragraphs: [
        remote ? fill(where.remote, { ...places, platforms: joinList(videoPlatformNames(catalog.platforms).slice(0, 3), 'or') }) : fill(where.onSite, places),
        fill(where.availability, { ...values, availability: tierAvailability(language.tier, words.shared) }),
      ],
    },
    {
      heading: pickFilled(`${seed}:schedule-h:${remote}`, schedule.heading, values),
      paragraphs: [
        fill(schedule.confirm, { ...values, clock, zone: timeZoneFacts(location.timeZone).name }),
        remote ? fill(schedule.remote, values) : fill(schedule.onSite, { ...values, travelZone: travelZoneClause(location, words.shared) }),
      ],
    },
  ];
}

function pairFaq(serviceId: VariantServiceId, language: Language, location: Location, timing: string, { copy, shared, legal }: Words): FaqItem[] {
  const values = {
    language: language.name,
    city: location.city,
    state: stateName(location, legal),
    uscis: cite(legal.uscis),
    guarantee: cite(legal.guarantee),
    timing: squash(timing),
    travelZone: travelZoneClause(location, shared),
    availability: tierAvailability(language.tier, shared),
  };
  return copy.faq[serviceKeys[serviceId]].map((entry) => ({ question: fill(entry.question, values), answer: fill(entry.answer, values) }));
}

/** The sources of the facts, each once, in the order the facts cite them. */
function sourcesOf(facts: readonly PairFact[]): SourceRef[] {
  const seen = new Set<string>();
  return facts.flatMap(({ source }) => {
    if (seen.has(source.id)) return [];
    seen.add(source.id);
    return [{ publisher: source.publisher, title: source.title, url: source.url, checked: source.checked }];
  });
}

/**
 * Body copy for `/services/<service>/<language>-in-<location>/`: the pair's own facts first (what
 * each source says and what it means for this service's client in this place), then the language's
 * documents or settings in the city's places and the local schedule, the FAQ, and the sources.
 */
export function pairBody(
  serviceId: VariantServiceId,
  language: Language,
  location: Location,
  facts: readonly PairFact[],
  catalog: Catalog,
  timing: string,
  copy: PairCopy,
  shared: SharedCopy,
  legal: LegalRules,
): VariantBody {
  const words: Words = { copy, shared, legal };
  const values = { language: language.name, city: location.city };
  const h1 = fill(copy.h1[serviceKeys[serviceId]], { language: language.name, place: cityState(location) });
  const sections = [
    ...factSections(serviceId, language, location, facts, legal),
    ...(serviceId === 'document-translation'
      ? translationSections(language, location, timing, words)
      : interpretingSections(language, location, catalog, serviceId === 'remote-interpretation', words)),
  ];
  const headings: Alternatives<'language' | 'city'> = copy.sources.heading;
  return {
    h1,
    sections,
    faq: pairFaq(serviceId, language, location, timing, words),
    sources: {
      heading: pickFilled(`${language.slug}-in-${location.slug}:sources-h`, headings, values),
      intro: fill(copy.sources.intro, values),
      list: sourcesOf(facts),
    },
  };
}
