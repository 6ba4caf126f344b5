import { demandLanguagesOf, locationsDemanding } from '../indexes';
import type { Catalog, Language, Location, VariantServiceId } from '../schema';
import { localClockSentence, tierAvailability, timeZoneFacts, travelZoneClause, videoPlatformNames } from './facts';
import { cityState } from './location';
import { joinList, pick, squash, joinRegions } from './text';
import type { CopySection, FaqItem, VariantBody } from './types';

const ORDINALS = ['', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth'];

/** Where the language ranks among the city's requests, as a phrase. */
function rankPhrase(language: Language, location: Location): string {
  const index = location.demandLanguages.indexOf(language.slug);
  return index <= 0 ? 'the language we are asked for most' : `the ${ORDINALS[index] ?? 'next'} most requested language`;
}

function communitySection(language: Language, location: Location, catalog: Catalog, what: string): CopySection {
  const L = language.name;
  const c = location.city;
  const seed = `${language.slug}-in-${location.slug}`;
  const others = demandLanguagesOf(location, catalog)
    .filter((l) => l.slug !== language.slug)
    .slice(0, 3)
    .map((l) => l.name);
  return {
    heading: pick(`${seed}:community-h`, [`${L} speakers in ${c}`, `${c}'s ${L}-speaking community`]),
    paragraphs: [
      pick(`${seed}:community`, [
        `Among our ${c} clients, ${L} is ${rankPhrase(language, location)} for ${what}, ${location.demandLanguages[0] === language.slug ? 'ahead of' : 'alongside'} ${joinList(others)}. Our ${L} linguists know the documents, accents and vocabulary of speakers from ${joinRegions(language.regions)}, whichever of those places a ${c} family comes from.`,
        `${L} is ${rankPhrase(language, location)} for ${what} in ${c}, where it shares the list with ${joinList(others)}; whether a ${c} client's family comes from ${joinRegions(language.regions, 'or')}, we match a linguist who knows that variety.`,
      ]),
      `Booking a ${L} specialist for ${c} means working with someone who already knows how ${L} speakers there describe their schools, clinics and paperwork, not only the language itself.`,
    ],
  };
}

function otherCitiesSentence(language: Language, location: Location, catalog: Catalog): string {
  const elsewhere = locationsDemanding(language, catalog).filter((l) => l.slug !== location.slug);
  const inState = elsewhere.filter((l) => l.stateCode === location.stateCode).map((l) => l.city);
  if (inState.length > 0) {
    return `Within ${location.state}, the same ${language.name} team also covers ${joinList(inState)}, so a case that moves between cities keeps the same linguists.`;
  }
  if (elsewhere.length > 0) {
    return `Outside ${location.state}, ${language.name} work for us concentrates in ${joinList(elsewhere.slice(0, 4).map(cityState))}, and the same linguists can take ${location.city} assignments.`;
  }
  return `${location.city} is one of the few places where we see steady ${language.name} demand, so we keep the same small group of linguists on ${location.city} cases.`;
}

function translationSections(language: Language, location: Location, catalog: Catalog, timing: string): CopySection[] {
  const L = language.name;
  const c = location.city;
  const seed = `${language.slug}-in-${location.slug}`;
  return [
    communitySection(language, location, catalog, 'certified translation'),
    {
      heading: pick(`${seed}:docs-h`, [`What ${c} clients send us in ${L}`, `${L} paperwork in ${c}`]),
      paragraphs: [
        `The ${L} records ${c} residents order most are ${joinList(language.documents)}. In ${c} these translations typically end up with ${joinList(location.venues.slice(0, 3))}.`,
        squash(language.note),
      ],
    },
    {
      heading: pick(`${seed}:timing-h`, [`Meeting ${c} deadlines`, `Turnaround for ${c} ${L} orders`]),
      paragraphs: [
        `${localClockSentence(location, 10, 'an interview')} If a ${L} translation is needed before an interview or a filing date in ${c}, order with that local deadline in mind: ${squash(timing).replace(/^./, (ch) => ch.toLowerCase())}`,
        `The signed PDF can be uploaded straight to a USCIS online filing or emailed to a ${c} attorney, school or employer, and a paper copy can be mailed to any ${location.state} address.`,
      ],
    },
    {
      heading: pick(`${seed}:more-h`, [`More ${L} help around ${c}`, `${L} interpreting for ${c} cases`]),
      paragraphs: [
        otherCitiesSentence(language, location, catalog),
        `When the same ${c} case needs a ${L} interpreter for an interview, deposition or medical visit, we book one from the team that knows the file.`,
      ],
    },
  ];
}

function interpretingSections(language: Language, location: Location, catalog: Catalog, remote: boolean): CopySection[] {
  const L = language.name;
  const c = location.city;
  const seed = `${language.slug}-in-${location.slug}`;
  const settings = language.settings.slice(0, 3);
  const venues = location.venues.slice(0, 3);
  return [
    communitySection(language, location, catalog, remote ? 'remote interpreting' : 'on-site interpreting'),
    {
      heading: pick(`${seed}:where-h:${remote}`, [`Where ${L} interpreters work in ${c}`, `${L} assignments around ${c}`]),
      paragraphs: [
        remote
          ? `${c} organizations most often bring a remote ${L} interpreter into ${joinList(settings)}, connecting from ${joinList(venues)} by phone, VRI or a video platform such as ${joinList(videoPlatformNames(catalog.platforms).slice(0, 3), 'or')}.`
          : `In ${c}, ${L} interpreters are booked most often for ${joinList(settings)}, at places such as ${joinList(venues)}.`,
        `For ${L} in ${c}, ${tierAvailability(language.tier)}.`,
      ],
    },
    {
      heading: pick(`${seed}:schedule-h:${remote}`, [`Scheduling ${L} sessions in ${c}`, `${c} time, ${L} interpreters`]),
      paragraphs: [
        `${localClockSentence(location, remote ? 15 : 11, `a ${L} session`)} We confirm every ${L} booking in ${timeZoneFacts(location.timeZone).name} and send the interpreter's name beforehand.`,
        remote
          ? `Because no one travels, a remote ${L} interpreter can cover a short ${c} appointment that would not justify an on-site minimum, and can be rebooked for follow-ups with the same person.`
          : `${c} ${travelZoneClause(location)}, which is worth knowing when you plan a short ${L} appointment or a multi-day hearing.`,
      ],
    },
    {
      heading: pick(`${seed}:context-h:${remote}`, [`Good to know about ${L}`, `${L} in practice`]),
      paragraphs: [squash(language.note), otherCitiesSentence(language, location, catalog)],
    },
  ];
}

function checklistSection(language: Language, location: Location, serviceId: VariantServiceId): CopySection {
  const L = language.name;
  const c = location.city;
  const seed = `${language.slug}-in-${location.slug}:${serviceId}`;
  const bullets =
    serviceId === 'document-translation'
      ? [
          `Scan every page of each ${L} document, including the back of any page with stamps or notes`,
          `Give the English spelling of each name exactly as it appears in the passport or green card`,
          `Say where in ${c} the translation will be filed and by which date`,
          `Ask for notarization if a ${location.state} court or agency requires it`,
        ]
      : [
          `The speaker's country or region, so the ${L} interpreter matches their variety`,
          serviceId === 'remote-interpretation'
            ? `The platform, the meeting link and a host contact in ${c}`
            : `The ${c} address, the entrance to use and the contact person on site`,
          `The setting and the expected length of the ${L} session`,
          `Names, case numbers and any documents the interpreter should see beforehand`,
        ];
  return {
    heading: pick(`${seed}:check-h`, [`Checklist for a ${c} ${L} ${serviceId === 'document-translation' ? 'order' : 'booking'}`, `What to send us for ${L} in ${c}`]),
    paragraphs: [
      serviceId === 'document-translation'
        ? `A complete order is a fast order. For a ${L} translation that will be used in ${c}, send us:`
        : `The more we know before the ${c} session, the better the ${L} interpreter can prepare. When you book, include:`,
    ],
    bullets,
  };
}

function pairFaq(serviceId: VariantServiceId, language: Language, location: Location): FaqItem[] {
  const L = language.name;
  const c = location.city;
  // Travel zones matter only when an interpreter comes to the client.
  const localAnswer: Record<VariantServiceId, string> = {
    'on-site-interpretation': `Yes. ${c} ${travelZoneClause(location)}, and we serve the surrounding suburbs and towns on the same terms.`,
    'document-translation': `Yes. Orders from anywhere around ${c} are placed online; the certified translation arrives as a signed PDF by email, and a hard copy can be mailed to any address in ${location.state}.`,
    'remote-interpretation': `Yes. A remote ${L} interpreter joins by phone or video wherever the participants are, so suburbs and nearby towns are covered exactly like ${c} itself, scheduled in ${c}'s local time.`,
  };
  const local: FaqItem = { question: `Do you work with ${L} speakers across the ${c} area?`, answer: localAnswer[serviceId] };
  if (serviceId === 'document-translation') {
    return [
      { question: `Is a ${L} translation ordered in ${c} accepted by USCIS?`, answer: `Yes. Certification is the same wherever you live: a complete English translation with a signed statement of accuracy and competence, which the USCIS office serving ${c} accepts like any other.` },
      { question: `Can I get a ${L} translation quickly for a ${c} appointment?`, answer: `Yes. Expedited delivery halves the standard time, and 24-hour rush is available for up to five pages; choose it on the quote and the deadline is shown before you pay.` },
      local,
    ];
  }
  const remote = serviceId === 'remote-interpretation';
  return [
    { question: `How soon can a ${L} interpreter ${remote ? 'join a call' : 'be in'} ${c}?`, answer: `For ${L}, ${tierAvailability(language.tier)}.` },
    { question: `Can we keep the same ${L} interpreter for a series of ${c} appointments?`, answer: `Usually, yes. Ask when you book and we reserve the same interpreter for follow-up sessions whenever their schedule allows.` },
    local,
  ];
}

/** Body copy for `/services/<service>/<language>-in-<location>/`. */
export function pairBody(serviceId: VariantServiceId, language: Language, location: Location, catalog: Catalog, timing: string): VariantBody {
  const where = cityState(location);
  const L = language.name;
  const h1 =
    serviceId === 'document-translation'
      ? `Certified ${L} Translation in ${where}`
      : serviceId === 'on-site-interpretation'
        ? `${L} Interpreters in ${where}`
        : `Remote ${L} Interpreters for ${where}`;
  const sections = [
    ...(serviceId === 'document-translation'
      ? translationSections(language, location, catalog, timing)
      : interpretingSections(language, location, catalog, serviceId === 'remote-interpretation')),
    checklistSection(language, location, serviceId),
  ];
  return { h1, sections, faq: pairFaq(serviceId, language, location) };
}
