import { z } from 'zod';
import { pairLocationsOf } from '../language-forms';
import type { Catalog, Language, VariantServiceId } from '../schema';
import { scriptSentence, type SharedCopy } from './facts';
import { cite, type LegalRules } from './legal';
import { alternatives, faqTemplates, fill, pickFilled, template, templates } from './template';
import { capitalize, joinList, squash, joinRegions } from './text';
import type { CopySection, FaqItem, VariantBody } from './types';

/** content/service-copy/language-translation.yaml: `/services/document-translation/<language>/`. */
export const languageTranslationCopySchema = z.strictObject({
  h1: alternatives('language'),
  overview: z.strictObject({ heading: alternatives('language'), intro: alternatives('language', 'regions?') }),
  documents: z.strictObject({ heading: alternatives('language'), intro: alternatives('language') }),
  process: z.strictObject({ heading: alternatives('language?'), paragraphs: templates('language') }),
  details: z.strictObject({ heading: alternatives('language?'), paragraphs: templates('language') }),
  records: z.strictObject({ heading: alternatives('language') }),
  interpreting: z.strictObject({
    heading: alternatives('language?'),
    withCities: template('language', 'cities'),
    withoutCities: template('language'),
  }),
  faq: faqTemplates(['language'], ['language?', 'timing?', 'uscis?', 'guarantee?']).min(3).max(5),
});
export type LanguageTranslationCopy = z.output<typeof languageTranslationCopySchema>;

/** Cities whose pages cover the language under the service, in catalog order: examples, not a ranking. */
function pageCities(language: Language, catalog: Catalog, serviceId: VariantServiceId): string[] {
  return pairLocationsOf(serviceId, language, catalog).map((l) => `${l.city}, ${l.stateCode}`);
}

export function variantsSection(language: Language, shared: SharedCopy): CopySection | undefined {
  if (language.dialects === undefined) return undefined;
  return {
    heading: pickFilled(`${language.slug}:dialect-h`, shared.dialectsHeading, { language: language.name }),
    paragraphs: [squash(language.dialects)],
  };
}

/** The language's facts on how its documents write names and dates, when it has any. */
function recordsSection(language: Language, copy: LanguageTranslationCopy): CopySection | undefined {
  const paragraphs = [language.names, language.dates, language.romanization].filter((p) => p !== undefined).map(squash);
  if (paragraphs.length === 0) return undefined;
  return { heading: pickFilled(`${language.slug}:dt-records-h`, copy.records.heading, { language: language.name }), paragraphs };
}

function translationSections(language: Language, catalog: Catalog, copy: LanguageTranslationCopy, shared: SharedCopy): CopySection[] {
  const values = { language: language.name };
  const dialect = variantsSection(language, shared);
  const records = recordsSection(language, copy);
  const seed = language.slug;
  const cities = pageCities(language, catalog, 'document-translation');
  const { overview, documents, process, details, interpreting } = copy;
  return [
    {
      heading: pickFilled(`${seed}:dt-h1`, overview.heading, values),
      paragraphs: [
        pickFilled(`${seed}:dt-intro`, overview.intro, { ...values, regions: joinRegions(language.regions) }),
        squash(language.note),
        scriptSentence(language, shared),
      ],
    },
    {
      heading: pickFilled(`${seed}:dt-h2`, documents.heading, values),
      paragraphs: [pickFilled(`${seed}:dt-docs`, documents.intro, values)],
      bullets: language.documents.map(capitalize),
    },
    {
      heading: pickFilled(`${seed}:dt-h3`, process.heading, values),
      paragraphs: process.paragraphs.map((p) => fill(p, values)),
    },
    {
      heading: pickFilled(`${seed}:dt-h4`, details.heading, values),
      paragraphs: details.paragraphs.map((p) => fill(p, values)),
    },
    ...(records === undefined ? [] : [records]),
    ...(dialect === undefined ? [] : [dialect]),
    // A written-only language (a script such as Chinese (Simplified), or Latin) is never interpreted;
    // its page links to the interpreting pages of the languages written with it instead (lib/services/related.ts).
    ...(language.form === 'written'
      ? []
      : [
          {
            heading: pickFilled(`${seed}:dt-h5`, interpreting.heading, values),
            paragraphs: [
              cities.length > 0 ? fill(interpreting.withCities, { ...values, cities: joinList(cities.slice(0, 6)) }) : fill(interpreting.withoutCities, values),
            ],
          },
        ]),
  ];
}

function translationFaq(language: Language, timing: string, copy: LanguageTranslationCopy, legal: LegalRules): FaqItem[] {
  const answers = { language: language.name, timing: squash(timing), uscis: cite(legal.uscis), guarantee: cite(legal.guarantee) };
  return copy.faq.map((entry) => ({
    question: fill(entry.question, { language: language.name }),
    answer: fill(entry.answer, answers),
  }));
}

/** Body copy for `/services/document-translation/<language>/`. */
export function languageTranslationBody(
  language: Language,
  catalog: Catalog,
  timing: string,
  copy: LanguageTranslationCopy,
  shared: SharedCopy,
  legal: LegalRules,
): VariantBody {
  return {
    h1: pickFilled(`${language.slug}:dt-title`, copy.h1, { language: language.name }),
    sections: translationSections(language, catalog, copy, shared),
    faq: translationFaq(language, timing, copy, legal),
  };
}
