import { locationsDemanding } from '../indexes';
import type { Catalog, Language } from '../schema';
import { scriptSentence } from './facts';
import { capitalize, joinList, pick, squash, joinRegions } from './text';
import type { CopySection, FaqItem, VariantBody } from './types';

export function demandCities(language: Language, catalog: Catalog): string[] {
  return locationsDemanding(language, catalog).map((l) => `${l.city}, ${l.stateCode}`);
}

export function variantsSection(language: Language): CopySection | undefined {
  if (language.dialects === undefined) return undefined;
  return {
    heading: pick(`${language.slug}:dialect-h`, ['Dialects and regional variants', `Which ${language.name}?`]),
    paragraphs: [squash(language.dialects)],
  };
}

function translationSections(language: Language, catalog: Catalog): CopySection[] {
  const L = language.name;
  const dialect = variantsSection(language);
  const seed = language.slug;
  const regions = joinRegions(language.regions);
  const cities = demandCities(language, catalog);
  return [
    {
      heading: pick(`${seed}:dt-h1`, [`Certified ${L} to English translation`, `${L} translations certified for US use`]),
      paragraphs: [
        pick(`${seed}:dt-intro`, [
          `We translate ${L} records from ${regions} into English for USCIS, state courts, universities and employers, with a signed certificate of accuracy on every order.`,
          `Our ${L} translators work on personal and legal records issued in ${regions}, producing complete English translations that carry a signed certification of accuracy.`,
          `When a US agency asks for an English version of a ${L} document, it wants the whole document rendered faithfully and certified; that is the only kind of ${L} translation we deliver.`,
        ]),
        squash(language.note),
        scriptSentence(language),
      ],
    },
    {
      heading: pick(`${seed}:dt-h2`, [`${L} documents we translate most`, `Common ${L} documents`]),
      paragraphs: [
        pick(`${seed}:dt-docs`, [
          `These are the ${L} documents that reach us most often, usually for immigration petitions, court filings and credential evaluations:`,
          `Most ${L} orders involve one or more of the following, whether for a green card file, a divorce case or a university admission:`,
        ]),
      ],
      bullets: language.documents.map(capitalize),
    },
    {
      heading: pick(`${seed}:dt-h3`, ['From upload to signed PDF', `How a certified ${L} translation is prepared`]),
      paragraphs: [
        `You upload a scan or a clear phone photo of every page of the ${L} original, including the back of each page if anything is written there. A translator who works from ${L} into English translates the entire document, including seals, stamps and handwritten notes, and a second linguist compares names, dates and numbers against the source before we sign the certificate.`,
        `The finished ${L} translation arrives as a signed PDF by email, ready to upload to a USCIS online filing or print for a paper packet; a hard copy can follow by mail. We also translate from English into ${L} when a foreign consulate, court or family member needs your US records in ${L}.`,
      ],
    },
    {
      heading: pick(`${seed}:dt-h4`, ['Names, dates and numbers', `Getting ${L} details right`]),
      paragraphs: [
        `Requests for evidence that involve translations are usually about details rather than wording. In every ${L} translation we spell personal names exactly as they appear on the passport or earlier US filings, write dates with the month in words so day and month cannot be confused, and copy certificate, registry and ID numbers character for character.`,
        `Where part of a ${L} original is hard to read, because of a faded stamp, a fold or handwriting, the translation marks it as illegible instead of guessing, which is what a reviewer expects to see.`,
      ],
    },
    ...(dialect === undefined ? [] : [dialect]),
    {
      heading: pick(`${seed}:dt-h5`, [`${L} interpreting as well`, `Beyond documents`]),
      paragraphs: [
        cities.length > 0
          ? `Clients who order ${L} translations often book an interpreter for the interview or hearing that follows. Our ${L} interpreters are most in demand in ${joinList(cities.slice(0, 6))}, and remote interpreters cover every other city.`
          : `Clients who order ${L} translations often need an interpreter for the interview or hearing that follows; we book ${L} interpreters on site where they are available and remotely everywhere else.`,
      ],
    },
  ];
}

function translationFaq(language: Language, timing: string): FaqItem[] {
  const L = language.name;
  return [
    {
      question: `Will USCIS accept your certified ${L} translation?`,
      answer: `Yes. USCIS asks for a full English translation with the translator's certification that it is complete and accurate and that the translator is competent to translate from ${L} (8 CFR 103.2(b)(3)). Every ${L} translation we deliver meets that standard, and if USCIS questions it we revise it free or refund you.`,
    },
    {
      question: `How long does a ${L} translation take?`,
      answer: `${squash(timing)} The delivery date is shown with your quote before you pay.`,
    },
    {
      question: `Do you need the original ${L} documents?`,
      answer: `No. A complete, legible scan or photo of every page is enough, since USCIS and most institutions accept a copy of the ${L} original together with our certified translation.`,
    },
    {
      question: `Can you translate my US documents into ${L}?`,
      answer: `Yes. We translate in both directions, for example US birth, marriage or court records into ${L} for a consulate, a foreign court or a family member abroad, with the same certification.`,
    },
  ];
}

/** Body copy for `/services/document-translation/<language>/`. */
export function languageTranslationBody(language: Language, catalog: Catalog, timing: string): VariantBody {
  return {
    h1: pick(`${language.slug}:dt-title`, [
      `Certified ${language.name} Translation Services`,
      `Certified ${language.name} to English Translation`,
    ]),
    sections: translationSections(language, catalog),
    faq: translationFaq(language, timing),
  };
}
