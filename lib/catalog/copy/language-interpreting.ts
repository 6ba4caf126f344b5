import { z } from 'zod';
import { writtenFormsOf } from '../language-forms';
import type { Catalog, Language } from '../schema';
import { scriptSentence, scriptSentencesSchema, tierAvailability, videoPlatformNames, type SharedCopy } from './facts';
import { cite, type LegalRules } from './legal';
import { pairPageLocations } from '../pair-facts.server';
import { variantsSection } from './language';
import { alternatives, faqTemplates, fill, pickFilled, template, templates, type Template } from './template';
import { capitalize, joinList, squash, joinRegions } from './text';
import type { CopySection, FaqItem, VariantBody } from './types';

const byService = <T extends z.ZodType>(schema: T) => z.strictObject({ onSite: schema, remote: schema });
const cityLines = z.strictObject({ withCities: template('language', 'cities'), withoutCities: template('language') });
// {written}: the language's written form(s), which is what a certified translation is made in ("Chinese (Simplified) or Chinese (Traditional)" for Mandarin).
const faqEntries = faqTemplates(['language'], ['language?', 'notice?', 'availability?', 'courtInterpreters?', 'written?']);

/** content/service-copy/language-interpreting.yaml: on-site and remote language pages. */
export const languageInterpretingCopySchema = z.strictObject({
  availability: template('language', 'availability'),
  settings: z.strictObject({ heading: alternatives('language'), intro: byService(template('language')) }),
  ethics: z.strictObject({
    heading: alternatives('language?'),
    conduct: template('language'),
    confidentiality: byService(template('language')),
    varieties: z.strictObject({ spoken: template('language', 'regions'), spokenOnly: template('language', 'regions', 'written') }),
  }),
  cities: byService(cityLines),
  onSite: z.strictObject({
    h1: alternatives('language'),
    intro: z.strictObject({ heading: alternatives('language'), intro: alternatives('language', 'regions') }),
    briefing: z.strictObject({ heading: alternatives('language?'), paragraphs: templates('language') }),
    details: z.strictObject({ heading: alternatives('language'), script: scriptSentencesSchema }),
    address: z.strictObject({ heading: alternatives('language') }),
    booking: z.strictObject({ heading: alternatives('language?'), paragraphs: templates('language') }),
  }),
  remote: z.strictObject({
    h1: alternatives('language'),
    intro: z.strictObject({ heading: alternatives('language'), intro: alternatives('language') }),
    channels: z.strictObject({ heading: alternatives('language?'), intro: template('language', 'platforms'), bullets: templates('language?') }),
    choosing: z.strictObject({ heading: alternatives('language?'), paragraphs: templates('language') }),
    intelligibility: z.strictObject({ heading: alternatives('language') }),
    before: z.strictObject({ heading: alternatives('language') }),
  }),
  faq: z.strictObject({ all: faqEntries, onSite: faqEntries, remote: faqEntries }),
});
export type LanguageInterpretingCopy = z.output<typeof languageInterpretingCopySchema>;

interface Words {
  copy: LanguageInterpretingCopy;
  shared: SharedCopy;
  legal: LegalRules;
}

const service = (remote: boolean) => (remote ? 'remote' : 'onSite');
const fillAll = (list: readonly Template<'language'>[], language: Language) => list.map((t) => fill(t, { language: language.name }));

function availabilitySentence(language: Language, { copy, shared }: Words): string {
  return fill(copy.availability, { language: language.name, availability: tierAvailability(language.tier, shared) });
}

function settingsSection(language: Language, remote: boolean, { copy }: Words): CopySection {
  const values = { language: language.name };
  return {
    heading: pickFilled(`${language.slug}:settings-h:${remote}`, copy.settings.heading, values),
    paragraphs: [fill(copy.settings.intro[service(remote)], values)],
    bullets: language.settings.map(capitalize),
  };
}

/** The written form(s) a language's documents are translated as, for sentences about translation: "Chinese (Simplified) or Chinese (Traditional)". */
function writtenNames(language: Language, catalog: Catalog): string {
  return joinList(
    writtenFormsOf(language, catalog).map((l) => l.name),
    'or',
  );
}

function ethicsSection(language: Language, catalog: Catalog, remote: boolean, { copy }: Words): CopySection {
  const values = { language: language.name };
  const regions = joinRegions(language.regions);
  const { ethics } = copy;
  return {
    heading: pickFilled(`${language.slug}:ethics-h:${remote}`, ethics.heading, values),
    paragraphs: [
      fill(ethics.conduct, values),
      fill(ethics.confidentiality[service(remote)], values),
      language.form === 'spoken'
        ? fill(ethics.varieties.spokenOnly, { ...values, regions, written: writtenNames(language, catalog) })
        : fill(ethics.varieties.spoken, { ...values, regions }),
    ],
  };
}

function citiesSentence(language: Language, catalog: Catalog, remote: boolean, { copy }: Words): string {
  const lines = copy.cities[service(remote)];
  // Only the cities where the language has a page of its own (facts of its own there: pairs.yaml).
  const cities = pairPageLocations(remote ? 'remote-interpretation' : 'on-site-interpretation', language, catalog).map((l) => `${l.city}, ${l.stateCode}`);
  if (cities.length === 0) return fill(lines.withoutCities, { language: language.name });
  return fill(lines.withCities, { language: language.name, cities: joinList(cities.slice(0, remote ? 6 : 8)) });
}

/** A section of one of the language's own facts under a heading of the copy, or nothing when the language lacks the fact. */
function factSection(
  language: Language,
  fact: string | undefined,
  headings: LanguageInterpretingCopy['onSite']['address']['heading'],
  key: string,
): CopySection[] {
  if (fact === undefined) return [];
  return [{ heading: pickFilled(`${language.slug}:${key}`, headings, { language: language.name }), paragraphs: [squash(fact)] }];
}

function onSiteSections(language: Language, catalog: Catalog, words: Words): CopySection[] {
  const values = { language: language.name };
  const seed = language.slug;
  const dialect = variantsSection(language, words.shared);
  const { intro, briefing, address, details, booking } = words.copy.onSite;
  return [
    {
      heading: pickFilled(`${seed}:os-h1`, intro.heading, values),
      paragraphs: [pickFilled(`${seed}:os-intro`, intro.intro, { ...values, regions: joinRegions(language.regions) }), availabilitySentence(language, words)],
    },
    settingsSection(language, false, words),
    ethicsSection(language, catalog, false, words),
    { heading: pickFilled(`${seed}:os-h3`, briefing.heading, values), paragraphs: fillAll(briefing.paragraphs, language) },
    ...factSection(language, language.address, address.heading, 'os-address-h'),
    ...(dialect === undefined ? [] : [dialect]),
    {
      heading: pickFilled(`${seed}:os-h4`, details.heading, values),
      paragraphs: [squash(language.note), scriptSentence(language, words.shared, details.script)],
    },
    {
      heading: pickFilled(`${seed}:os-h5`, booking.heading, values),
      paragraphs: [citiesSentence(language, catalog, false, words), ...fillAll(booking.paragraphs, language)],
    },
  ];
}

function remoteSections(language: Language, catalog: Catalog, words: Words): CopySection[] {
  const values = { language: language.name };
  const seed = language.slug;
  const dialect = variantsSection(language, words.shared);
  const platforms = videoPlatformNames(catalog.platforms);
  const { intro, channels, choosing, intelligibility, before } = words.copy.remote;
  return [
    {
      heading: pickFilled(`${seed}:ri-h1`, intro.heading, values),
      paragraphs: [pickFilled(`${seed}:ri-intro`, intro.intro, values), availabilitySentence(language, words)],
    },
    {
      heading: pickFilled(`${seed}:ri-h2`, channels.heading, values),
      paragraphs: [fill(channels.intro, { ...values, platforms: joinList(platforms) })],
      bullets: fillAll(channels.bullets, language),
    },
    settingsSection(language, true, words),
    ethicsSection(language, catalog, true, words),
    { heading: pickFilled(`${seed}:ri-h3`, choosing.heading, values), paragraphs: fillAll(choosing.paragraphs, language) },
    ...factSection(language, language.intelligibility, intelligibility.heading, 'ri-match-h'),
    ...(dialect === undefined ? [] : [dialect]),
    {
      heading: pickFilled(`${seed}:ri-h5`, before.heading, values),
      paragraphs: [squash(language.note), citiesSentence(language, catalog, true, words)],
    },
  ];
}

function interpretingFaq(language: Language, catalog: Catalog, remote: boolean, notice: string, { copy, shared, legal }: Words): FaqItem[] {
  const values = { language: language.name };
  const answerValues = {
    ...values,
    notice: squash(notice),
    availability: tierAvailability(language.tier, shared),
    courtInterpreters: cite(legal.courtInterpreters.state),
    written: writtenNames(language, catalog),
  };
  return [...copy.faq.all, ...copy.faq[service(remote)]].map((entry) => ({
    question: fill(entry.question, values),
    answer: fill(entry.answer, answerValues),
  }));
}

/** Body copy for `/services/on-site-interpretation/<language>/` (remote: false) or remote. */
export function languageInterpretingBody(
  language: Language,
  catalog: Catalog,
  remote: boolean,
  notice: string,
  copy: LanguageInterpretingCopy,
  shared: SharedCopy,
  legal: LegalRules,
): VariantBody {
  const words: Words = { copy, shared, legal };
  const seed = `${language.slug}:${remote ? 'ri' : 'os'}-title`;
  return {
    h1: pickFilled(seed, copy[service(remote)].h1, { language: language.name }),
    sections: remote ? remoteSections(language, catalog, words) : onSiteSections(language, catalog, words),
    faq: interpretingFaq(language, catalog, remote, notice, words),
  };
}
