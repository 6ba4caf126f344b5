import type { Catalog, Platform } from '../schema';
import { capitalize, joinList, pick, squash } from './text';
import type { FaqItem, VariantBody } from './types';

function billingSentence(platform: Platform): string {
  return platform.billing === 'per-minute'
    ? `${platform.name} is billed per minute from the moment the interpreter connects, with no minimum session length, and usage can be reported by department or cost center.`
    : `Sessions on ${platform.name} are scheduled and billed per hour, with a 30-minute minimum and 15-minute increments after that; a simultaneous session longer than an hour is staffed by two interpreters.`;
}

function languagesSentence(platform: Platform, catalog: Catalog): string {
  const common = catalog.languages.filter((l) => l.tier === 'common').slice(0, 5).map((l) => l.name);
  const rare = catalog.languages.filter((l) => l.tier === 'rare').slice(0, 4).map((l) => l.name);
  return platform.kind === 'video'
    ? `We staff ${platform.name} sessions in all ${catalog.languages.length} languages we offer, from ${joinList(common)} to ${joinList(rare)}, which are best booked several days ahead.`
    : `On demand, ${platform.name} covers common languages such as ${joinList(common)} within a minute or two; rarer languages such as ${joinList(rare)} are scheduled, and we offer ${catalog.languages.length} languages in all.`;
}

/** Body copy for `/services/remote-interpretation/<platform>/`. */
export function platformBody(platform: Platform, catalog: Catalog): VariantBody {
  const P = platform.name;
  const seed = platform.slug;
  const faq: FaqItem[] = [
    { question: `How does the interpreter join ${P}?`, answer: squash(platform.interpreterJoins) },
    { question: `What do we need to set up for ${P}?`, answer: `${joinList(platform.clientSetup.map((s) => s.charAt(0).toLowerCase() + s.slice(1)))}.`.replace(/^./, (c) => c.toUpperCase()) },
    { question: `How is interpreting on ${P} billed?`, answer: billingSentence(platform) },
    { question: `Which languages are available on ${P}?`, answer: languagesSentence(platform, catalog) },
  ];
  return {
    h1:
      platform.kind === 'video'
        ? pick(`${seed}:h1`, [`Interpreters for ${P} Meetings`, `Professional Interpreting on ${P}`])
        : P,
    sections: [
      {
        heading: pick(`${seed}:h-join`, [`How interpreting works on ${P}`, `Bringing an interpreter into ${P}`]),
        paragraphs: [
          platform.kind === 'video'
            ? `Many organizations already hold their meetings, hearings and webinars on ${P}; we bring a professional interpreter into the same session so nobody has to install anything new.`
            : platform.kind === 'phone'
              ? `${P} is the fastest way to reach an interpreter: a phone, a code and a language are all it takes, which makes it the standby for short calls and urgent conversations.`
              : `${P} puts an interpreter on a screen in the room, so staff and the person they are helping can see each other's expressions while the interpreter works.`,
          squash(platform.interpreterJoins),
        ],
      },
      {
        heading: pick(`${seed}:h-session`, ['A typical session', `What a ${P} session looks like`]),
        paragraphs: [
          platform.billing === 'per-hour'
            ? `Before a scheduled ${P} session we confirm the link, the language pair and whether the interpreting will be consecutive or simultaneous. The interpreter joins about ten minutes early to test audio with the host, introduces themselves to the participants and then interprets for the booked time; if the meeting runs over, they stay on when their schedule allows and the extra time is billed in 15-minute increments.`
            : `A ${P} session starts when your staff member selects the language and an interpreter answers, introduces themselves with an ID number and asks for any context. The interpreter speaks in the first person for each party, asks for repetition rather than guessing, and stays until you end the session; you can request the same language again at any time.`,
        ],
      },
      {
        heading: pick(`${seed}:h-setup`, ['What you set up', `Preparing ${P}`]),
        paragraphs: [`A few minutes of preparation on your side keeps the session running smoothly:`],
        bullets: platform.clientSetup.map(capitalize),
      },
      {
        heading: pick(`${seed}:h-limits`, ['Limits to plan around', `What ${P} can't do`]),
        paragraphs: [`Every platform has trade-offs; these are the ones we plan around with ${P}:`],
        bullets: platform.limits.map(capitalize),
      },
      {
        heading: pick(`${seed}:h-best`, ['When to choose it', `Best uses for ${P}`]),
        paragraphs: [
          billingSentence(platform),
          languagesSentence(platform, catalog),
          platform.kind === 'video'
            ? `If a session outgrows what ${P} can do, we can move the interpreting to another platform you already use, or add a phone line for participants who cannot join by video.`
            : `When ${P} is not enough, for example for a long or emotionally difficult conversation, we can schedule an on-site interpreter or a video session with the same language instead.`,
        ],
        bullets: platform.bestFor.map(capitalize),
      },
    ],
    faq,
  };
}
