import { z } from 'zod';
import { pairLanguagesOf, pairLocationsOf } from '../language-forms';
import type { Catalog, Language, Location, VariantServiceId } from '../schema';
import { localClockSentence, tierAvailability, timeZoneFacts, travelZoneClause, videoPlatformNames, type SharedCopy } from './facts';
import { cityState } from './location';
import { alternatives, faqTemplates, fill, fixedText, pickFilled, template, templates, type Alternatives, type Template } from './template';
import { joinList, squash, joinRegions } from './text';
import type { CopySection, FaqItem, VariantBody } from './types';

const byService = <T extends z.ZodType>(schema: T) => z.strictObject({ translation: schema, onSite: schema, remote: schema });
const checklistItems = templates('language?', 'city?', 'state?');
const faqEntries = <const A extends string>(...answer: A[]) => faqTemplates(['language', 'city'], answer).min(3).max(5);

/** content/service-copy/pair.yaml: `/services/<service>/<language>-in-<city>/`. */
export const pairCopySchema = z.strictObject({
  h1: byService(template('language', 'place')),
  community: z.strictObject({
    heading: alternatives('language', 'city'),
    intro: alternatives('language', 'city', 'rank', 'service', 'others', 'besides?', 'regions?', 'regionsOr?'),
    specialist: template('language', 'city'),
    service: byService(fixedText),
    besides: z.strictObject({ first: fixedText, other: fixedText }),
    rank: z.strictObject({ first: fixedText, other: template('ordinal') }),
    ordinals: z.array(fixedText),
    beyondOrdinals: fixedText,
  }),
  otherCities: z.strictObject({
    sameState: template('state', 'language', 'cities'),
    otherStates: template('state', 'language', 'cities', 'city'),
    none: template('city', 'language'),
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
    translation: faqEntries('language?', 'city?', 'state?'),
    onSite: faqEntries('language?', 'city?', 'state?', 'travelZone?', 'availability?'),
    remote: faqEntries('language?', 'city?', 'state?', 'availability?'),
  }),
});
export type PairCopy = z.output<typeof pairCopySchema>;

interface Words {
  copy: PairCopy;
  shared: SharedCopy;
}

type ServiceKey = 'translation' | 'onSite' | 'remote';
const serviceKeys: Record<VariantServiceId, ServiceKey> = {
  'document-translation': 'translation',
  'on-site-interpretation': 'onSite',
  'remote-interpretation': 'remote',
};
const serviceIds: Record<ServiceKey, VariantServiceId> = {
  translation: 'document-translation',
  onSite: 'on-site-interpretation',
  remote: 'remote-interpretation',
};

/** Where the language ranks among the city's requests for the service, as a phrase. */
function rankPhrase(language: Language, ranked: readonly Language[], { copy }: Words): string {
  const { rank, ordinals, beyondOrdinals } = copy.community;
  const index = ranked.findIndex((l) => l.slug === language.slug);
  return index <= 0 ? rank.first.text : fill(rank.other, { ordinal: (ordinals[index - 1] ?? beyondOrdinals).text });
}

function communitySection(language: Language, location: Location, catalog: Catalog, service: ServiceKey, words: Words): CopySection {
  const values = { language: language.name, city: location.city };
  const seed = `${language.slug}-in-${location.slug}`;
  const { community } = words.copy;
  const ranked = pairLanguagesOf(serviceIds[service], location, catalog);
  const others = ranked
    .filter((l) => l.slug !== language.slug)
    .slice(0, 3)
    .map((l) => l.name);
  return {
    heading: pickFilled(`${seed}:community-h`, community.heading, values),
    paragraphs: [
      pickFilled(`${seed}:community`, community.intro, {
        ...values,
        rank: rankPhrase(language, ranked, words),
        service: community.service[service].text,
        others: joinList(others),
        besides: (ranked[0]?.slug === language.slug ? community.besides.first : community.besides.other).text,
        regions: joinRegions(language.regions),
        regionsOr: joinRegions(language.regions, 'or'),
      }),
      fill(community.specialist, values),
    ],
  };
}

function otherCitiesSentence(language: Language, location: Location, catalog: Catalog, serviceId: VariantServiceId, { copy }: Words): string {
  const values = { language: language.name, city: location.city, state: location.state };
  const elsewhere = pairLocationsOf(serviceId, language, catalog).filter((l) => l.slug !== location.slug);
  const inState = elsewhere.filter((l) => l.stateCode === location.stateCode).map((l) => l.city);
  if (inState.length > 0) return fill(copy.otherCities.sameState, { ...values, cities: joinList(inState) });
  if (elsewhere.length > 0) return fill(copy.otherCities.otherStates, { ...values, cities: joinList(elsewhere.slice(0, 4).map(cityState)) });
  return fill(copy.otherCities.none, values);
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
    ...(language.form === 'written' ? [] : [communitySection(language, location, catalog, 'translation', words)]),
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
        fill(turnaround.delivery, { ...values, state: location.state }),
      ],
    },
    {
      heading: pickFilled(`${seed}:more-h`, writtenHeadings(language, more.heading), values),
      // No interpreter speaks a script: for a written-only language the page links to the spoken languages' pages instead.
      paragraphs: [otherCitiesSentence(language, location, catalog, 'document-translation', words), ...(language.form === 'written' ? [] : [fill(more.interpreters, values)])],
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
    communitySection(language, location, catalog, remote ? 'remote' : 'onSite', words),
    {
      heading: pickFilled(`${seed}:where-h:${remote}`, where.heading, values),
      paragraphs: [
        remote
          ? fill(where.remote, { ...places, platforms: joinList(videoPlatformNames(catalog.platforms).slice(0, 3), 'or') })
          : fill(where.onSite, places),
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
      paragraphs: [squash(language.note), otherCitiesSentence(language, location, catalog, remote ? 'remote-interpretation' : 'on-site-interpretation', words)],
    },
  ];
}

function checklistSection(language: Language, location: Location, serviceId: VariantServiceId, { copy }: Words): CopySection {
  const values = { language: language.name, city: location.city, state: location.state };
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

function pairFaq(serviceId: VariantServiceId, language: Language, location: Location, { copy, shared }: Words): FaqItem[] {
  const values = {
    language: language.name,
    city: location.city,
    state: location.state,
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
): VariantBody {
  const words: Words = { copy, shared };
  const h1 = fill(copy.h1[serviceKeys[serviceId]], { language: language.name, place: cityState(location) });
  const sections = [
    ...(serviceId === 'document-translation'
      ? translationSections(language, location, catalog, timing, words)
      : interpretingSections(language, location, catalog, serviceId === 'remote-interpretation', words)),
    checklistSection(language, location, serviceId, words),
  ];
  return { h1, sections, faq: pairFaq(serviceId, language, location, words) };
}
