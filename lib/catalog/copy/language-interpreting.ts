import type { Catalog, Language } from '../schema';
import { scriptSentence, tierAvailability, videoPlatformNames } from './facts';
import { demandCities, variantsSection } from './language';
import { capitalize, joinList, pick, squash, joinRegions } from './text';
import type { CopySection, FaqItem, VariantBody } from './types';

function settingsSection(language: Language, remote: boolean): CopySection {
  const L = language.name;
  return {
    heading: pick(`${language.slug}:settings-h:${remote}`, [`Where ${L} interpreters are requested`, `Typical ${L} assignments`]),
    paragraphs: [
      remote
        ? `Remote ${L} sessions follow the same pattern as in-person work; the assignments we book most often are:`
        : `Our ${L} interpreters are booked most often for these settings, each with its own vocabulary and etiquette:`,
    ],
    bullets: language.settings.map(capitalize),
  };
}

function ethicsSection(language: Language, remote: boolean): CopySection {
  const L = language.name;
  return {
    heading: pick(`${language.slug}:ethics-h:${remote}`, ['Accuracy, impartiality, confidentiality', `How our ${L} interpreters work`]),
    paragraphs: [
      `Every ${L} interpreter we assign follows the professional codes of ethics for interpreters: they interpret everything that is said, in the first person, without adding, omitting or giving advice, and they tell you at once about any conflict of interest, such as knowing one of the parties.`,
      remote
        ? `Remote ${L} interpreters work from a quiet, private space with a wired or stable connection, never from a public place, and sign your confidentiality agreement on request.`
        : `On-site ${L} interpreters sign your confidentiality agreement on request and leave any notes they take with you at the end of the assignment.`,
      language.writtenOnly === true
        ? `${L} is a written standard, read in ${joinRegions(language.regions)}; the spoken language behind it may be Mandarin, Cantonese or another Chinese language, which is why we ask where the speaker is from when you book.`
        : `${L} is spoken in ${joinRegions(language.regions)}, and speakers from different places can use different words for the same thing, which is why we ask where the speaker is from when you book.`,
    ],
  };
}

function citiesSentence(language: Language, catalog: Catalog, remote: boolean): string {
  const L = language.name;
  const cities = demandCities(language, catalog);
  if (cities.length === 0) {
    return remote
      ? `${L} speakers are spread across the country rather than concentrated in one metro, which is exactly where remote interpreting helps: one interpreter can serve a clinic in one state in the morning and a court in another after lunch.`
      : `${L} speakers are spread across the country rather than concentrated in one metro, so we book interpreters where they live and travel them in when needed, or suggest a remote session for short appointments.`;
  }
  return remote
    ? `Demand for ${L} is highest in ${joinList(cities.slice(0, 6))}, and remote sessions let those communities reach an interpreter without waiting for one to travel.`
    : `We place ${L} interpreters in person most often in ${joinList(cities.slice(0, 8))}, and travel interpreters to other cities when an assignment needs someone in the room.`;
}

function onSiteSections(language: Language, catalog: Catalog): CopySection[] {
  const L = language.name;
  const seed = language.slug;
  const dialect = variantsSection(language);
  return [
    {
      heading: pick(`${seed}:os-h1`, [`${L} interpreters in the room`, `On-site ${L} interpreting`]),
      paragraphs: [
        pick(`${seed}:os-intro`, [
          `We send professional ${L} interpreters to hospitals, law offices, courts, schools and company sites, matched to the setting and to the speaker's background in ${joinRegions(language.regions)}.`,
          `An on-site ${L} interpreter lets a patient, witness or business partner speak naturally while everyone else hears accurate English, and the reverse; we match interpreters to speakers from ${joinRegions(language.regions)}.`,
        ]),
        `For ${L}, ${tierAvailability(language.tier)}.`,
      ],
    },
    settingsSection(language, false),
    ethicsSection(language, false),
    {
      heading: pick(`${seed}:os-h3`, [`Preparing your ${L} interpreter`, 'Before the interpreter arrives']),
      paragraphs: [
        `A short briefing makes a real difference. Send the agenda, the names of the people who will speak and any documents the ${L} interpreter may be asked to read aloud; for a medical visit, the department and the reason for the appointment are enough.`,
        `Consecutive ${L} interpreting roughly doubles speaking time, so plan the schedule accordingly, and seat the interpreter beside the person they interpret for so both sides can speak directly to each other.`,
      ],
    },
    ...(dialect === undefined ? [] : [dialect]),
    {
      heading: pick(`${seed}:os-h4`, [`What ${L} interpreters keep in mind`, `${L}: details that matter`]),
      paragraphs: [
        squash(language.note),
        `When an interpreter sight-translates a form or a letter during the session, the script matters too: ${scriptSentence(language).replace(/^./, (c) => c.toLowerCase())}`,
      ],
    },
    {
      heading: pick(`${seed}:os-h5`, ['Cities and travel', `Booking a ${L} interpreter`]),
      paragraphs: [
        citiesSentence(language, catalog, false),
        `Consecutive interpreting suits appointments, interviews and depositions; simultaneous ${L} interpreting with equipment suits conferences and trainings, and sessions over an hour get a team of two. Send names, case numbers and any documents in advance so the interpreter arrives prepared.`,
      ],
    },
  ];
}

function remoteSections(language: Language, catalog: Catalog): CopySection[] {
  const L = language.name;
  const seed = language.slug;
  const dialect = variantsSection(language);
  const platforms = videoPlatformNames(catalog.platforms);
  return [
    {
      heading: pick(`${seed}:ri-h1`, [`Remote ${L} interpreting`, `${L} interpreters by video and phone`]),
      paragraphs: [
        pick(`${seed}:ri-intro`, [
          `A remote ${L} interpreter joins your video meeting or phone call from wherever they are, so you get a qualified interpreter without travel time or travel fees.`,
          `Remote interpreting brings a ${L} interpreter into your call in minutes for phone work, or at the scheduled time for a video meeting, with no travel involved.`,
        ]),
        `For ${L}, ${tierAvailability(language.tier)}.`,
      ],
    },
    {
      heading: pick(`${seed}:ri-h2`, ['Three ways to connect', `How ${L} interpreters join`]),
      paragraphs: [
        `Scheduled ${L} sessions run on ${joinList(platforms)}, using built-in interpretation channels where the platform has them and consecutive interpreting where it does not.`,
      ],
      bullets: [
        `Scheduled video sessions with a ${L} interpreter, billed by the hour`,
        `Over-the-phone ${L} interpreting (OPI), billed by the minute`,
        `Video remote interpreting (VRI) for clinics and front desks, billed by the minute`,
      ],
    },
    settingsSection(language, true),
    ethicsSection(language, true),
    {
      heading: pick(`${seed}:ri-h3`, [`Phone, video or VRI for ${L}?`, 'Choosing the right channel']),
      paragraphs: [
        `Phone interpreting suits short, practical ${L} conversations such as scheduling, benefits questions and pharmacy calls. Video is better when facial expression matters, when documents need to be shown, or when the ${L} session will run longer than half an hour.`,
        `Video remote interpreting fits clinics and front desks that need a ${L} interpreter on a screen within minutes. Whichever channel you choose, use a headset, keep background noise down and speak in short segments so nothing is lost.`,
      ],
    },
    ...(dialect === undefined ? [] : [dialect]),
    {
      heading: pick(`${seed}:ri-h5`, [`Before your ${L} session`, `Working remotely in ${L}`]),
      paragraphs: [squash(language.note), citiesSentence(language, catalog, true)],
    },
  ];
}

function interpretingFaq(language: Language, remote: boolean, notice: string): FaqItem[] {
  const L = language.name;
  const common: FaqItem[] = [
    {
      question: `How far ahead should I book a ${L} interpreter?`,
      answer: `${squash(notice)} For ${L} specifically, ${tierAvailability(language.tier)}.`,
    },
    {
      question: `Are your ${L} interpreters qualified for medical and legal work?`,
      answer: `Yes. We assign ${L} interpreters who have been assessed in both languages and have experience in the setting you book; for court work we use court-certified or court-registered interpreters wherever the state certifies ${L}.`,
    },
  ];
  const specific: FaqItem[] = remote
    ? [
        { question: `Can a ${L} interpreter join our Zoom or Teams meeting?`, answer: `Yes. Send the meeting link; for simultaneous interpreting, the host assigns the interpreter to a ${L} channel where the platform supports it, and we run a separate audio line where it does not.` },
        { question: `How is remote ${L} interpreting billed?`, answer: `On-demand phone and video remote interpreting are billed per minute. Scheduled video sessions are billed per hour with a 30-minute minimum and 15-minute increments after that.` },
      ]
    : [
        { question: `Can the ${L} interpreter also translate our documents?`, answer: `Interpreters can sight-translate short documents during the session. Documents you need to file or keep are better sent for certified ${L} translation, which is checked by a second linguist and signed.` },
        { question: `What if the ${L} appointment runs long?`, answer: `On-site bookings have a two-hour minimum and are then billed in 15-minute increments, with half-day and full-day rates that cap the total. Tell the interpreter at the start if you expect to run over.` },
      ];
  return [...common, ...specific];
}

/** Body copy for `/services/on-site-interpretation/<language>/` (remote: false) or remote. */
export function languageInterpretingBody(language: Language, catalog: Catalog, remote: boolean, notice: string): VariantBody {
  const L = language.name;
  return {
    h1: remote
      ? pick(`${language.slug}:ri-title`, [`Remote ${L} Interpreters`, `Remote ${L} Interpreting by Video and Phone`])
      : pick(`${language.slug}:os-title`, [`On-Site ${L} Interpreters`, `${L} Interpreters for In-Person Meetings`]),
    sections: remote ? remoteSections(language, catalog) : onSiteSections(language, catalog),
    faq: interpretingFaq(language, remote, notice),
  };
}
