import { z } from 'zod';
import { pairLocationsOf } from '../language-forms';
import type { Catalog, Language, Location, VariantServiceId } from '../schema';
import { localClockSentence, tierAvailability, timeZoneFacts, travelZoneClause, videoPlatformNames, type SharedCopy } from './facts';
import { cite, isState, stateName, type LegalRules } from './legal';
import { cityState } from './location';
import { alternatives, faqTemplates, fill, fixedText, pickFilled, template, templates, type Alternatives, type Template } from './template';
import { joinList, squash, joinRegions, regionCount } from './text';
import type { CopySection, FaqItem, VariantBody } from './types';

const byService = <T extends z.ZodType>(schema: T) => z.strictObject({ translation: schema, onSite: schema, remote: schema });
const checklistItems = templates('language?', 'city?', 'state?');
const faqEntries = <const A extends string>(...answer: A[]) => faqTemplates(['language', 'city'], answer).min(3).max(5);

/** content/service-copy/pair.yaml: `/services/<service>/<language>-in-<city>/`. */
export const pairCopySchema = z.strictObject({
  h1: byService(template('language', 'place')),
  community: z.strictObject({
    heading: alternatives('language', 'city'),
    intro: z.strictObject({
      one: alternatives('language', 'service', 'regions', 'city?'),
      many: alternatives('language', 'service', 'city?', 'regions?', 'regionsOr?'),
    }),
    specialist: byService(template('language', 'city')),
    service: byService(fixedText),
  }),
  otherCities: z.strictObject({
    sameState: template('state', 'language', 'cities'),
    none: template('city', 'state', 'language'),
  }),
  translation: z.strictObject({
    documents: z.strictObject({ heading: alternatives('language', 'city'), records: template('language', 'city', 'documents', 'venues') }),
    timing: z.strictObject({
      heading: alternatives('city', 'language?'),
      clockSubject: fixedText,
      deadline: template('clock', 'language', 'city', 'timing'),
      delivery: template('city', 'state'),
    }),
    more: z.strictObject({ heading: alternatives('language', 'city'), interpreters: template('city', 'language') }),
  }),
  interpreting: z.strictObject({
    where: z.strictObject({
      heading: alternatives('language', 'city'),
      onSite: template('city', 'language', 'settings', 'venues'),
      remote: template('city', 'language', 'settings', 'venues', 'platforms'),
      courts: template('courtInterpreters', 'city'),
      availability: template('language', 'city', 'availability'),
    }),
    schedule: z.strictObject({
      heading: alternatives('language', 'city'),
      clockSubject: template('language'),
      confirm: template('clock', 'language', 'zone'),
      onSite: template('city', 'travelZone', 'language'),
      remote: template('language', 'city'),
    }),
    context: z.strictObject({ heading: alternatives('language') }),
  }),
  checklist: z.strictObject({
    translation: z.strictObject({ heading: alternatives('city', 'language'), intro: template('language', 'city'), items: checklistItems }),
    interpreting: z.strictObject({ heading: alternatives('city', 'language'), intro: template('language', 'city') }),
    onSiteItems: checklistItems,
    remoteItems: checklistItems,
  }),
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

function communitySection(language: Language, location: Location, service: ServiceKey, words: Words): CopySection {
  const values = { language: language.name, city: location.city };
  const seed = `${language.slug}-in-${location.slug}`;
  const { community } = words.copy;
  const regions = joinRegions(language.regions);
  const filled = { ...values, service: community.service[service].text, regions, regionsOr: joinRegions(language.regions, 'or') };
  return {
    heading: pickFilled(`${seed}:community-h`, community.heading, values),
    paragraphs: [
      regionCount(language.regions) === 1
        ? pickFilled(`${seed}:community`, community.intro.one, filled)
        : pickFilled(`${seed}:community`, community.intro.many, filled),
      fill(community.specialist[service], values),
    ],
  };
}

/** Other cities of the same state with a page for the language (the site's pages, not a measure of demand). */
function otherCitiesSentences(language: Language, location: Location, catalog: Catalog, serviceId: VariantServiceId, { copy, legal }: Words): string[] {
  // Washington is the whole District: there is no elsewhere to point to.
  if (!isState(location, legal)) return [];
  const values = { language: language.name, city: location.city, state: stateName(location, legal) };
  const inState = pairLocationsOf(serviceId, language, catalog)
    .filter((l) => l.slug !== location.slug && l.stateCode === location.stateCode)
    .map((l) => l.city);
  return [inState.length > 0 ? fill(copy.otherCities.sameState, { ...values, cities: joinList(inState) }) : fill(copy.otherCities.none, values)];
}

/** A written-only language is never interpreted: its headings are the phrasings that don't mention interpreting (all of them if none is left). */
function writtenHeadings<N extends string>(language: Language, options: Alternatives<N>): Alternatives<N> {
  if (language.form !== 'written') return options;
  const [first, ...rest] = options.filter((option) => !/interpret/i.test(option.text));
  return first === undefined ? options : [first, ...rest];
}

function translationSections(language: Language, location: Location, catalog: Catalog, timing: string, words: Words): CopySection[] {
  const values = { language: language.name, city: location.city };
  const seed = `${language.slug}-in-${location.slug}`;
  const { documents, timing: turnaround, more } = words.copy.translation;
  const clock = localClockSentence(location, 10, turnaround.clockSubject.text, words.shared);
  return [
    // A script has readers, not a community of speakers: its page starts with the paperwork.
    ...(language.form === 'written' ? [] : [communitySection(language, location, 'translation', words)]),
    {
      heading: pickFilled(`${seed}:docs-h`, documents.heading, values),
      paragraphs: [
        fill(documents.records, { ...values, documents: joinList(language.documents), venues: joinList(location.venues.slice(0, 3)) }),
        squash(language.note),
      ],
    },
    {
      heading: pickFilled(`${seed}:timing-h`, turnaround.heading, values),
      paragraphs: [
        fill(turnaround.deadline, { ...values, clock, timing: squash(timing).replace(/^./, (ch) => ch.toLowerCase()) }),
        fill(turnaround.delivery, { ...values, state: stateName(location, words.legal) }),
      ],
    },
    {
      heading: pickFilled(`${seed}:more-h`, writtenHeadings(language, more.heading), values),
      // No interpreter speaks a script: for a written-only language the page links to the spoken languages' pages instead.
      paragraphs: [
        ...otherCitiesSentences(language, location, catalog, 'document-translation', words),
        ...(language.form === 'written' ? [] : [fill(more.interpreters, values)]),
      ],
    },
  ];
}

function interpretingSections(language: Language, location: Location, catalog: Catalog, remote: boolean, words: Words): CopySection[] {
  const values = { language: language.name, city: location.city };
  const seed = `${language.slug}-in-${location.slug}`;
  const { where, schedule, context } = words.copy.interpreting;
  const places = {
    ...values,
    settings: joinList(language.settings.slice(0, 3)),
    venues: joinList(location.venues.slice(0, 3)),
  };
  const clock = localClockSentence(location, remote ? 15 : 11, fill(schedule.clockSubject, values), words.shared);
  return [
    communitySection(language, location, remote ? 'remote' : 'onSite', words),
    {
      heading: pickFilled(`${seed}:where-h:${remote}`, where.heading, values),
      paragraphs: [
        remote ? fill(where.remote, { ...places, platforms: joinList(videoPlatformNames(catalog.platforms).slice(0, 3), 'or') }) : fill(where.onSite, places),
        ...(isState(location, words.legal) && language.settings.slice(0, 3).some((setting) => /\bcourt/i.test(setting))
          ? [fill(where.courts, { ...values, courtInterpreters: cite(words.legal.courtInterpreters.state) })]
          : []),
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
    {
      heading: pickFilled(`${seed}:context-h:${remote}`, context.heading, values),
      paragraphs: [
        squash(language.note),
        ...otherCitiesSentences(language, location, catalog, remote ? 'remote-interpretation' : 'on-site-interpretation', words),
      ],
    },
  ];
}

function checklistSection(language: Language, location: Location, serviceId: VariantServiceId, { copy, legal }: Words): CopySection {
  const values = { language: language.name, city: location.city, state: stateName(location, legal) };
  const seed = `${language.slug}-in-${location.slug}:${serviceId}`;
  const { checklist } = copy;
  const translation = serviceId === 'document-translation';
  const { heading, intro } = translation ? checklist.translation : checklist.interpreting;
  const items: readonly Template<'language' | 'city' | 'state'>[] = translation
    ? checklist.translation.items
    : serviceId === 'remote-interpretation'
      ? checklist.remoteItems
      : checklist.onSiteItems;
  return {
    heading: pickFilled(`${seed}:check-h`, heading, values),
    paragraphs: [fill(intro, values)],
    bullets: items.map((item) => fill(item, values)),
  };
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

/** Body copy for `/services/<service>/<language>-in-<location>/`. */
export function pairBody(
  serviceId: VariantServiceId,
  language: Language,
  location: Location,
  catalog: Catalog,
  timing: string,
  copy: PairCopy,
  shared: SharedCopy,
  legal: LegalRules,
): VariantBody {
  const words: Words = { copy, shared, legal };
  const h1 = fill(copy.h1[serviceKeys[serviceId]], { language: language.name, place: cityState(location) });
  const sections = [
    ...(serviceId === 'document-translation'
      ? translationSections(language, location, catalog, timing, words)
      : interpretingSections(language, location, catalog, serviceId === 'remote-interpretation', words)),
    checklistSection(language, location, serviceId, words),
  ];
  return { h1, sections, faq: pairFaq(serviceId, language, location, timing, words) };
}
