import { z } from 'zod';
import { demandLanguagesOf, nearbyLocations } from '../indexes';
import { languagesFor, pairLanguagesOf } from '../language-forms';
import { pairPageLanguages } from '../pair-facts.server';
import type { PriceTables } from '@/lib/pricing/table-schema';
import type { Catalog, Location, VariantServiceId } from '../schema';
import { OFFICE_CITY, scheduleExample, timeZoneFacts, timeZoneLabel, travelZoneClause, videoPlatformNames, type SharedCopy, type TravelFigures } from './facts';
import { cite, courtTranslationRule, isState, stateName, type LegalRules } from './legal';
import { alternatives, faqTemplates, fill, pickFilled, template, templates } from './template';
import { localDeadlines } from './turnaround';
import { capitalize, joinList, squash } from './text';
import type { CopySection, FaqItem, VariantBody } from './types';

type LocationServiceId = 'document-translation' | 'on-site-interpretation' | 'remote-interpretation';

const rareSentences = z.strictObject({ one: template('city', 'languages'), many: template('city', 'languages') });
const tierLines = z.strictObject({ common: template('languages'), standard: template('languages'), rare: template('languages') });

/** content/service-copy/location.yaml: `/services/<service>/<city>/`. */
export const locationCopySchema = z.strictObject({
  h1: z.strictObject({ translation: template('place'), onSite: template('place'), remote: template('place') }),
  languages: z.strictObject({
    heading: alternatives('city'),
    translationIntro: template('city'),
    translationItem: template('language', 'document'),
    interpretingIntro: template('city', 'languages'),
    remoteIntro: template('city'),
    remoteTiers: tierLines,
    /** The languages with a language-in-city page of their own here (pairs.yaml), when there are any. */
    pairPages: template('city', 'languages'),
  }),
  nearby: z.strictObject({ withOtherCities: template('cities', 'state'), onlyCity: template('city', 'state') }),
  translation: z.strictObject({
    overview: z.strictObject({ heading: alternatives('city'), intro: alternatives('city', 'state') }),
    filed: z.strictObject({
      heading: alternatives('city'),
      venues: template('city', 'venues'),
      requirement: template('uscis'),
      notarization: template('state', 'foreignRecords'),
    }),
    organizations: z.strictObject({ heading: alternatives('city'), onBehalf: template('city'), anyLanguage: template('city', 'languageCount') }),
    timing: z.strictObject({
      heading: alternatives('city?'),
      deadlines: template('city', 'zone', 'cutoff', 'dueBy'),
      deadlinesAllYear: template('city', 'zone', 'cutoff', 'dueBy', 'summerCutoff', 'summerDueBy'),
    }),
  }),
  venuesHeading: alternatives('city'),
  standards: z.strictObject({
    heading: alternatives('city'),
    qualified: template('city', 'state', 'courtInterpreters'),
    rareLanguages: rareSentences,
    noRareLanguages: template('city'),
  }),
  onSite: z.strictObject({
    overview: z.strictObject({ heading: alternatives('city'), intro: template('city') }),
    venuesIntro: template('city'),
    preparation: z.strictObject({ heading: alternatives('city'), paragraphs: templates('city') }),
    logistics: z.strictObject({ heading: alternatives('city?'), travel: template('city', 'travelZone', 'scheduleExample') }),
  }),
  remote: z.strictObject({
    overview: z.strictObject({ heading: alternatives('city'), intro: template('city') }),
    venuesIntro: template('city'),
    preparation: z.strictObject({
      heading: alternatives('city'),
      channels: template('city', 'clinicalVenue'),
      accounts: template('city'),
      clinicalVenueFallback: template('city'),
    }),
    logistics: z.strictObject({
      heading: alternatives('city?'),
      schedule: template('scheduleExample', 'zone', 'city'),
      platforms: template('platforms'),
    }),
  }),
  faq: z.strictObject({
    translation: faqTemplates(['city?', 'state?'], ['city?', 'state?', 'office?', 'courtRule?']).min(3).max(5),
    onSite: faqTemplates(['city'], ['city?', 'travelZone?']).min(3).max(5),
    remote: faqTemplates(['city'], ['city?', 'zone?']).min(3).max(5),
  }),
  courts: z.strictObject({ noRule: template('state') }),
});
export type LocationCopy = z.output<typeof locationCopySchema>;

interface Words {
  copy: LocationCopy;
  shared: SharedCopy;
  legal: LegalRules;
  /** Document translation's turnaround table, whose deadlines the city pages give on the city's clock. */
  turnaround: PriceTables['turnaround'];
  travel: TravelFigures;
}

export const cityState = (location: Location): string => `${location.city}, ${location.stateCode}`;

/**
 * The remote page's list of the city's languages: grouped by how a remote session in each is
 * booked (the tier decides it), so that it does not repeat the on-site page's list sentence.
 */
function remoteLanguagesSection(location: Location, catalog: Catalog, { copy }: Words): CopySection {
  const languages = pairLanguagesOf('remote-interpretation', location, catalog);
  const city = { city: location.city };
  const { heading, remoteIntro, remoteTiers } = copy.languages;
  const tiers = (['common', 'standard', 'rare'] as const).flatMap((tier) => {
    const names = languages.filter((l) => l.tier === tier).map((l) => l.name);
    return names.length === 0 ? [] : [fill(remoteTiers[tier], { languages: joinList(names) })];
  });
  return {
    heading: pickFilled(`${location.slug}:langs-h:remote`, heading, city),
    paragraphs: [...pairPagesSentence('remote-interpretation', location, catalog, copy), fill(remoteIntro, city)],
    bullets: tiers,
  };
}

/** The languages that have a page of their own for the city under the service, named; nothing when none has. */
function pairPagesSentence(serviceId: VariantServiceId, location: Location, catalog: Catalog, copy: LocationCopy): string[] {
  const languages = pairPageLanguages(serviceId, location, catalog);
  return languages.length === 0 ? [] : [fill(copy.languages.pairPages, { city: location.city, languages: joinList(languages.map((l) => l.name)) })];
}

function languagesSection(location: Location, catalog: Catalog, translation: boolean, { copy }: Words): CopySection {
  const serviceId = translation ? 'document-translation' : 'on-site-interpretation';
  const languages = pairLanguagesOf(serviceId, location, catalog);
  const city = { city: location.city };
  const { heading, translationIntro, translationItem, interpretingIntro } = copy.languages;
  return {
    heading: pickFilled(`${location.slug}:langs-h:${translation}`, heading, city),
    paragraphs: [
      ...pairPagesSentence(serviceId, location, catalog, copy),
      translation ? fill(translationIntro, city) : fill(interpretingIntro, { ...city, languages: joinList(languages.map((l) => l.name)) }),
    ],
    bullets: translation ? languages.slice(0, 6).map((l) => fill(translationItem, { language: l.name, document: l.documents[0] ?? '' })) : undefined,
  };
}

/** The first venue that is a hospital or clinic, for sentences about clinical settings. */
function clinicalVenue(location: Location, { copy }: Words): string {
  return location.venues.find((v) => /hospital|medical|clinic|health/i.test(v)) ?? fill(copy.remote.preparation.clinicalVenueFallback, { city: location.city });
}

/** Other cities of the state with pages; none for a place that is not a state (Washington is the whole District). */
function nearbySentences(location: Location, catalog: Catalog, { copy, legal }: Words): string[] {
  if (!isState(location, legal)) return [];
  const nearby = nearbyLocations(location, catalog).map((l) => l.city);
  const state = stateName(location, legal);
  return [
    nearby.length > 0 ? fill(copy.nearby.withOtherCities, { cities: joinList(nearby), state }) : fill(copy.nearby.onlyCity, { city: location.city, state }),
  ];
}

/** The turnaround's deadlines on the city's clock, under a heading; nothing for a city on the turnaround's own clock. */
function timingSection(location: Location, { copy, turnaround }: Words): CopySection[] {
  const deadlines = localDeadlines(turnaround, location.timeZone);
  if (deadlines === undefined) return [];
  const { timing } = copy.translation;
  const tz = timeZoneFacts(location.timeZone);
  const { winter, summer } = deadlines;
  const values = { city: location.city, zone: tz.name, cutoff: winter.cutoff, dueBy: winter.dueBy };
  const paragraph =
    winter.cutoff === summer.cutoff
      ? fill(timing.deadlines, values)
      : fill(timing.deadlinesAllYear, { ...values, summerCutoff: summer.cutoff, summerDueBy: summer.dueBy });
  return [{ heading: pickFilled(`${location.slug}:dt-h4`, timing.heading, { city: location.city }), paragraphs: [paragraph] }];
}

function translationSections(location: Location, catalog: Catalog, words: Words): CopySection[] {
  const slug = location.slug;
  const city = { city: location.city };
  const { overview, filed, organizations } = words.copy.translation;
  return [
    {
      heading: pickFilled(`${slug}:dt-h1`, overview.heading, city),
      paragraphs: [squash(location.about), pickFilled(`${slug}:dt-intro`, overview.intro, { ...city, state: stateName(location, words.legal) })],
    },
    languagesSection(location, catalog, true, words),
    {
      heading: pickFilled(`${slug}:dt-h3`, filed.heading, city),
      paragraphs: [
        fill(filed.venues, { ...city, venues: joinList(location.venues) }),
        fill(filed.requirement, { uscis: cite(words.legal.uscis) }),
        fill(filed.notarization, { state: stateName(location, words.legal), foreignRecords: cite(words.legal.foreignRecords) }),
      ],
    },
    {
      heading: pickFilled(`${slug}:dt-h5`, organizations.heading, city),
      paragraphs: [
        fill(organizations.onBehalf, city),
        fill(organizations.anyLanguage, { ...city, languageCount: languagesFor('document-translation', catalog).length }),
        ...nearbySentences(location, catalog, words),
      ],
    },
    ...timingSection(location, words),
  ];
}

/** On-site pages only: the remote page's language list says how each tier is booked instead. */
function standardsSection(location: Location, catalog: Catalog, { copy, legal }: Words): CopySection {
  const city = { city: location.city };
  const { standards } = copy;
  const rare = demandLanguagesOf(location, catalog)
    .filter((l) => l.tier === 'rare')
    .map((l) => l.name);
  const sentences = standards.rareLanguages;
  return {
    heading: pickFilled(`${location.slug}:std-h:false`, standards.heading, city),
    paragraphs: [
      fill(standards.qualified, {
        ...city,
        state: stateName(location, legal),
        // The state-court rule only where there are state courts.
        courtInterpreters: isState(location, legal)
          ? `${cite(legal.courtInterpreters.federal)} ${cite(legal.courtInterpreters.state)}`
          : cite(legal.courtInterpreters.federal),
      }),
      rare.length > 0
        ? fill(rare.length === 1 ? sentences.one : sentences.many, { ...city, languages: joinList(rare) })
        : fill(standards.noRareLanguages, city),
    ],
  };
}

function interpretingSections(location: Location, catalog: Catalog, remote: boolean, words: Words): CopySection[] {
  const slug = location.slug;
  const city = { city: location.city };
  const { copy, shared } = words;
  const service = remote ? copy.remote : copy.onSite;
  const first: CopySection = {
    heading: pickFilled(`${slug}:${remote ? 'ri' : 'os'}-h1`, service.overview.heading, city),
    paragraphs: [squash(location.about), fill(service.overview.intro, city)],
  };
  const venues: CopySection = {
    heading: pickFilled(`${slug}:venues-h:${remote}`, copy.venuesHeading, city),
    paragraphs: [fill(service.venuesIntro, city)],
    bullets: location.venues.map(capitalize),
  };
  const { preparation: remotePreparation, logistics: remoteLogistics } = copy.remote;
  const { preparation: onSitePreparation, logistics: onSiteLogistics } = copy.onSite;
  const preparation: CopySection = remote
    ? {
        heading: pickFilled(`${slug}:ri-h5`, remotePreparation.heading, city),
        paragraphs: [fill(remotePreparation.channels, { ...city, clinicalVenue: clinicalVenue(location, words) }), fill(remotePreparation.accounts, city)],
      }
    : {
        heading: pickFilled(`${slug}:os-h5`, onSitePreparation.heading, city),
        paragraphs: onSitePreparation.paragraphs.map((p) => fill(p, city)),
      };
  const logistics: CopySection = remote
    ? {
        heading: pickFilled(`${slug}:ri-h4`, remoteLogistics.heading, city),
        paragraphs: [
          fill(remoteLogistics.schedule, { ...city, scheduleExample: scheduleExample(location, 14, shared), zone: timeZoneFacts(location.timeZone).name }),
          fill(remoteLogistics.platforms, { platforms: joinList(videoPlatformNames(catalog.platforms)) }),
        ],
      }
    : {
        heading: pickFilled(`${slug}:os-h4`, onSiteLogistics.heading, city),
        paragraphs: [
          fill(onSiteLogistics.travel, {
            ...city,
            travelZone: travelZoneClause(location, shared, words.travel),
            scheduleExample: scheduleExample(location, 8, shared),
          }),
          ...nearbySentences(location, catalog, words),
        ],
      };
  return remote
    ? [first, venues, remoteLanguagesSection(location, catalog, words), preparation, logistics]
    : [first, venues, languagesSection(location, catalog, false, words), standardsSection(location, catalog, words), preparation, logistics];
}

/** The state's rule for translated court documents with its citation, or the sentence that sends the reader to the clerk. */
function courtRuleSentence(location: Location, { copy, legal }: Words): string {
  const rule = courtTranslationRule(location, legal);
  return rule === undefined ? fill(copy.courts.noRule, { state: stateName(location, legal) }) : cite(rule);
}

function locationFaq(location: Location, serviceId: LocationServiceId, words: Words): FaqItem[] {
  const { copy, shared, legal } = words;
  const values = {
    city: location.city,
    state: stateName(location, legal),
    courtRule: courtRuleSentence(location, words),
    office: OFFICE_CITY,
    travelZone: travelZoneClause(location, shared, words.travel),
    zone: timeZoneLabel(timeZoneFacts(location.timeZone), shared),
  };
  const entries = serviceId === 'document-translation' ? copy.faq.translation : serviceId === 'on-site-interpretation' ? copy.faq.onSite : copy.faq.remote;
  return entries.map((entry) => ({ question: fill(entry.question, values), answer: fill(entry.answer, values) }));
}

/** Body copy for a location page under one of the three variant services. */
export function locationBody(
  serviceId: LocationServiceId,
  location: Location,
  catalog: Catalog,
  copy: LocationCopy,
  shared: SharedCopy,
  legal: LegalRules,
  turnaround: PriceTables['turnaround'],
  travel: TravelFigures,
): VariantBody {
  const words: Words = { copy, shared, legal, turnaround, travel };
  const place = { place: cityState(location) };
  const h1 =
    serviceId === 'document-translation'
      ? fill(copy.h1.translation, place)
      : serviceId === 'on-site-interpretation'
        ? fill(copy.h1.onSite, place)
        : fill(copy.h1.remote, place);
  const sections =
    serviceId === 'document-translation'
      ? translationSections(location, catalog, words)
      : interpretingSections(location, catalog, serviceId === 'remote-interpretation', words);
  return { h1, sections, faq: locationFaq(location, serviceId, words) };
}
