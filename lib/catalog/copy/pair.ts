import { z } from 'zod';
import type { PairFact } from '../pair-facts';
import type { Language, Location, VariantServiceId } from '../schema';
import { tierAvailability, travelZoneClause, type SharedCopy, type TravelFigures } from './facts';
import { cite, stateName, type LegalRules } from './legal';
import { cityState } from './location';
import { alternatives, faqTemplates, fill, pickFilled, template, type Alternatives } from './template';
import { capitalize, squash } from './text';
import type { CopySection, FaqItem, SourceRef, VariantBody } from './types';

const byService = <T extends z.ZodType>(schema: T) => z.strictObject({ translation: schema, onSite: schema, remote: schema });
const faqEntries = <const A extends string>(...answer: A[]) => faqTemplates(['language', 'city'], answer).min(3).max(5);

/** content/service-copy/pair.yaml: `/services/<service>/<language>-in-<city>/`, the words around the pair's own facts. */
export const pairCopySchema = z.strictObject({
  h1: byService(template('language', 'place')),
  // After the facts: the language's own details for the service, then the city's.
  language: byService(alternatives('language', 'city')),
  city: alternatives('city', 'language'),
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
  travel: TravelFigures;
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

/**
 * The language's own details for the service, as its language page gives them: for translation its
 * note, how its documents write names and dates and its documents; on site its forms of address
 * (else its varieties) and its settings; remotely which interpreter to book (else its note).
 */
function languageSection(serviceId: VariantServiceId, language: Language, location: Location, copy: PairCopy): CopySection {
  const values = { language: language.name, city: location.city };
  const key = serviceKeys[serviceId];
  const details =
    key === 'translation'
      ? [language.note, language.names, language.dates, language.romanization]
      : key === 'onSite'
        ? [language.address ?? language.dialects]
        : [language.intelligibility ?? language.note];
  return {
    heading: pickFilled(`${language.slug}-in-${location.slug}:lang-h:${key}`, copy.language[key], values),
    paragraphs: details.filter((d) => d !== undefined).map(squash),
    ...(key === 'remote' ? {} : { bullets: (key === 'translation' ? language.documents : language.settings).map(capitalize) }),
  };
}

/**
 * The city: by its venues (its courts, hospitals and offices, where a translation is filed or an
 * interpreter goes) for translation and on-site work, and as its page describes it for remote work.
 */
function citySection(serviceId: VariantServiceId, language: Language, location: Location, copy: PairCopy): CopySection {
  const values = { language: language.name, city: location.city };
  return {
    heading: pickFilled(`${language.slug}-in-${location.slug}:city-h`, copy.city, values),
    paragraphs: serviceId === 'remote-interpretation' ? [squash(location.about)] : [],
    ...(serviceId === 'remote-interpretation' ? {} : { bullets: location.venues.map(capitalize) }),
  };
}

function pairFaq(serviceId: VariantServiceId, language: Language, location: Location, timing: string, words: Words): FaqItem[] {
  const { copy, shared, legal } = words;
  const values = {
    language: language.name,
    city: location.city,
    state: stateName(location, legal),
    uscis: cite(legal.uscis),
    guarantee: cite(legal.guarantee),
    timing: squash(timing),
    travelZone: travelZoneClause(location, shared, words.travel),
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
 * details for the service and the city's, the FAQ, and the sources.
 */
export function pairBody(
  serviceId: VariantServiceId,
  language: Language,
  location: Location,
  facts: readonly PairFact[],
  timing: string,
  copy: PairCopy,
  shared: SharedCopy,
  legal: LegalRules,
  travel: TravelFigures,
): VariantBody {
  const words: Words = { copy, shared, legal, travel };
  const values = { language: language.name, city: location.city };
  const h1 = fill(copy.h1[serviceKeys[serviceId]], { language: language.name, place: cityState(location) });
  const sections = [
    ...factSections(serviceId, language, location, facts, legal),
    languageSection(serviceId, language, location, copy),
    citySection(serviceId, language, location, copy),
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
