import { demandLanguagesOf, nearbyLocations } from '../indexes';
import type { Catalog, Location } from '../schema';
import { OFFICE_CITY, scheduleExample, timeZoneFacts, travelZoneClause, videoPlatformNames } from './facts';
import { capitalize, joinList, pick, squash } from './text';
import type { CopySection, FaqItem, VariantBody } from './types';

export const cityState = (location: Location): string => `${location.city}, ${location.stateCode}`;

function languagesSection(location: Location, catalog: Catalog, translation: boolean): CopySection {
  const languages = demandLanguagesOf(location, catalog);
  const C = location.city;
  return {
    heading: pick(`${location.slug}:langs-h:${translation}`, [`Languages most requested in ${C}`, `${C}'s most requested languages`]),
    paragraphs: [
      translation
        ? `The languages ${C} clients order most, with the document each community sends us most often:`
        : `In ${C} our interpreters are booked most often in ${joinList(languages.map((l) => l.name))}. We cover every other language in the catalog as well, by bringing an interpreter in or by video.`,
    ],
    bullets: translation ? languages.slice(0, 6).map((l) => `${l.name}: ${l.documents[0] ?? ''}`) : undefined,
  };
}

/** The first venue that is a hospital or clinic, for sentences about clinical settings. */
function clinicalVenue(location: Location): string {
  return location.venues.find((v) => /hospital|medical|clinic|health/i.test(v)) ?? `${location.city} hospitals and clinics`;
}

function nearbySentence(location: Location, catalog: Catalog): string {
  const nearby = nearbyLocations(location, catalog).map((l) => l.city);
  return nearby.length > 0
    ? `We also serve ${joinList(nearby)} elsewhere in ${location.state}, and every smaller community in between.`
    : `${location.city} is the only ${location.state} city with its own page here, but we serve the whole state from it.`;
}

function translationSections(location: Location, catalog: Catalog): CopySection[] {
  const c = location.city;
  return [
    {
      heading: pick(`${location.slug}:dt-h1`, [`Certified translation for ${c} clients`, `Certified translations in ${c}`]),
      paragraphs: [
        squash(location.about),
        pick(`${location.slug}:dt-intro`, [
          `Certified translation doesn't require a visit to an office: ${c} clients upload their documents, approve a fixed quote and receive a signed PDF by email, with a hard copy mailed to any ${location.state} address on request.`,
          `Everything happens online, so a ${c} client can order at night and have the signed translation in their inbox on the promised day, with paper copies mailed anywhere in ${location.state}.`,
        ]),
      ],
    },
    languagesSection(location, catalog, true),
    {
      heading: pick(`${location.slug}:dt-h3`, [`Where ${c} translations are filed`, `Accepted by ${c} institutions`]),
      paragraphs: [
        `Our certified translations for ${c} clients go to the places where the city's paperwork is decided: ${joinList(location.venues)}. Each one carries a signed statement that the translation is complete and accurate, which is what USCIS and most courts and universities ask for.`,
        `Some ${location.state} institutions also ask for a notarized certificate or, for documents going abroad, an apostille; both can be added to the order.`,
      ],
    },
    {
      heading: pick(`${location.slug}:dt-h5`, [`For ${c} firms, schools and employers`, `Ordering for clients in ${c}`]),
      paragraphs: [
        `${c} law firms, school districts and HR departments can order on behalf of clients, students or employees, with one quote per case and the signed translation sent to several recipients at once. Files are handled only by translators bound by confidentiality agreements and are deleted on request.`,
        `Beyond the languages above, ${c} clients can order from any of the ${catalog.languages.length} languages we translate, including rarer ones that local agencies seldom cover.`,
      ],
    },
    {
      heading: pick(`${location.slug}:dt-h4`, ['Deadlines and delivery', `Timing for ${c}`]),
      paragraphs: [
        `${scheduleExample(location, 9)} Delivery dates on your quote are business days, counted from the moment you place the order.`,
        nearbySentence(location, catalog),
      ],
    },
  ];
}

function interpretingSections(location: Location, catalog: Catalog, remote: boolean): CopySection[] {
  const c = location.city;
  const tz = timeZoneFacts(location.timeZone);
  const first: CopySection = {
    heading: remote
      ? pick(`${location.slug}:ri-h1`, [`Remote interpreters for ${c}`, `Interpreting for ${c} by video and phone`])
      : pick(`${location.slug}:os-h1`, [`Interpreters in ${c}`, `On-site interpreting in ${c}`]),
    paragraphs: [
      squash(location.about),
      remote
        ? `Remote sessions let ${c} organizations reach an interpreter in minutes by phone or at a scheduled time by video, in common languages and in the rare ones that are hard to staff locally.`
        : `Our ${c} interpreters know these venues, their security procedures and their paperwork, and arrive early enough to meet the people they will interpret for.`,
    ],
  };
  const venues: CopySection = {
    heading: pick(`${location.slug}:venues-h:${remote}`, [`Where we work in ${c}`, `${c} venues we cover`]),
    paragraphs: [
      remote
        ? `Remote interpreting is used across ${c}, from short phone calls to full-day video sessions, including at:`
        : `Typical on-site assignments in ${c} take our interpreters to:`,
    ],
    bullets: location.venues.map(capitalize),
  };
  const preparation: CopySection = remote
    ? {
        heading: pick(`${location.slug}:ri-h5`, [`Phone, video or VRI in ${c}`, `Choosing a channel in ${c}`]),
        paragraphs: [
          `Short calls from ${c} front desks and field staff work well by phone. Clinical settings such as ${clinicalVenue(location)} often prefer video remote interpreting on a tablet, while depositions, parent conferences and meetings with remote participants fit a scheduled video session.`,
          `We can set up account codes by department so each ${c} team's usage is reported separately, and rare languages can be scheduled for a fixed time instead of requested on demand.`,
        ],
      }
    : {
        heading: pick(`${location.slug}:os-h5`, [`Before an assignment in ${c}`, `Preparing for a ${c} booking`]),
        paragraphs: [
          `Tell us the exact address, the entrance to use and who the interpreter should ask for; ${c} hospitals and courthouses usually screen visitors at security, so we build that into the arrival time. For depositions and hearings, send the caption and the names of the parties in advance.`,
          `Consecutive interpreting suits most ${c} appointments, while simultaneous interpreting with equipment suits conferences and trainings, and any simultaneous session longer than an hour is staffed by two interpreters.`,
        ],
      };
  const logistics: CopySection = remote
    ? {
        heading: pick(`${location.slug}:ri-h4`, ['Time zones and platforms', `Scheduling from ${c}`]),
        paragraphs: [
          `${scheduleExample(location, 14)} Our coordinators book sessions in ${tz.name} so confirmations show ${c} time.`,
          `Scheduled sessions run on ${joinList(videoPlatformNames(catalog.platforms))}; phone interpreting and VRI are available on demand for common languages.`,
        ],
      }
    : {
        heading: pick(`${location.slug}:os-h4`, ['Travel and booking', `Booking an interpreter in ${c}`]),
        paragraphs: [
          `${c} ${travelZoneClause(location)}. ${scheduleExample(location, 8)}`,
          nearbySentence(location, catalog),
        ],
      };
  const rare = demandLanguagesOf(location, catalog).filter((l) => l.tier === 'rare').map((l) => l.name);
  const standards: CopySection = {
    heading: pick(`${location.slug}:std-h:${remote}`, [`Standards for ${c} assignments`, `Qualified interpreters in ${c}`]),
    paragraphs: [
      `For court and administrative hearings in ${location.state} we assign court-certified or registered interpreters wherever the state program covers the language, and experienced, assessed interpreters where it does not. Medical assignments in ${c} go to interpreters trained in medical terminology and patient privacy.`,
      rare.length > 0
        ? `Of the languages most requested in ${c}, ${joinList(rare)} ${rare.length === 1 ? 'has' : 'have'} few qualified interpreters nationally, so ${rare.length === 1 ? 'it is' : 'they are'} best booked several days ahead${remote ? ' for a fixed time' : ', or covered remotely when no local interpreter is free'}.`
        : `Every language on ${c}'s most requested list has a deep interpreter pool, so most bookings there can be confirmed within a day.`,
    ],
  };
  return [first, venues, languagesSection(location, catalog, false), standards, preparation, logistics];
}

function locationFaq(location: Location, serviceId: 'document-translation' | 'on-site-interpretation' | 'remote-interpretation'): FaqItem[] {
  const c = location.city;
  const s = location.state;
  if (serviceId === 'document-translation') {
    return [
      { question: `Do I need to visit an office in ${c}?`, answer: `No. Orders are placed online and the signed translation is emailed as a PDF; our office is in ${OFFICE_CITY}, and nothing requires an in-person visit.` },
      { question: `Can you mail a hard copy to ${c}?`, answer: `Yes. Priority, overnight and international mail are available at checkout, and the hard copy carries the same signed certificate as the PDF.` },
      { question: `Will ${s} courts accept your certified translations?`, answer: `Courts generally accept a certified translation with the translator's statement of accuracy. If a ${s} court or agency asks for a notarized affidavit, add notarization to your order.` },
    ];
  }
  const remote = serviceId === 'remote-interpretation';
  return [
    remote
      ? { question: `Which time zone do you schedule ${c} sessions in?`, answer: `${c} time (${timeZoneFacts(location.timeZone).label}). Confirmations state the local time, and the interpreter joins a few minutes early for a sound check.` }
      : { question: `Is there a travel fee in ${c}?`, answer: `${c} ${travelZoneClause(location)}. The travel fee for the zone is shown on your quote before you book.` },
    { question: remote ? `How quickly can an interpreter join a call from ${c}?` : `How quickly can you send an interpreter in ${c}?`, answer: remote ? `Phone interpreting in common languages connects within a minute or two; scheduled video sessions are best booked a day ahead.` : `Bookings made 48 hours ahead are at standard rates. Shorter notice is often possible in ${c} for common languages, with a surcharge.` },
    { question: `Do you cover languages beyond ${c}'s most requested?`, answer: `Yes. We book interpreters in every language we list; for rare languages we may ${remote ? 'schedule a session rather than connect on demand' : 'travel an interpreter in or suggest a remote session'}.` },
  ];
}

/** Body copy for a location page under one of the three variant services. */
export function locationBody(
  serviceId: 'document-translation' | 'on-site-interpretation' | 'remote-interpretation',
  location: Location,
  catalog: Catalog,
): VariantBody {
  const where = cityState(location);
  const h1 =
    serviceId === 'document-translation'
      ? `Certified Translation Services in ${where}`
      : serviceId === 'on-site-interpretation'
        ? `On-Site Interpreters in ${where}`
        : `Remote Interpreting for ${where}`;
  const sections = serviceId === 'document-translation' ? translationSections(location, catalog) : interpretingSections(location, catalog, serviceId === 'remote-interpretation');
  return { h1, sections, faq: locationFaq(location, serviceId) };
}
