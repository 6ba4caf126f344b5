import { z } from 'zod';
import { languagesFor } from '../language-forms';
import type { Catalog, Platform } from '../schema';
import { alternatives, faqTemplates, fill, pickFilled, template } from './template';
import { capitalize, joinList, squash } from './text';
import type { FaqItem, VariantBody } from './types';

const languageSentence = template('platform', 'languageCount', 'common', 'rare');

/** content/service-copy/platform.yaml: `/services/remote-interpretation/<platform>/`. */
export const platformCopySchema = z.strictObject({
  h1: z.strictObject({ video: alternatives('platform'), phone: alternatives('platform'), vri: alternatives('platform') }),
  join: z.strictObject({
    heading: alternatives('platform'),
    intro: z.strictObject({ video: template('platform'), phone: template('platform'), vri: template('platform') }),
  }),
  session: z.strictObject({ heading: alternatives('platform?'), perHour: template('platform'), perMinute: template('platform') }),
  setup: z.strictObject({ heading: alternatives('platform?'), intro: template('platform?') }),
  limits: z.strictObject({ heading: alternatives('platform?'), intro: template('platform') }),
  best: z.strictObject({
    heading: alternatives('platform?'),
    alternatives: z.strictObject({ video: template('platform'), other: template('platform') }),
  }),
  billing: z.strictObject({ perMinute: template('platform'), perHour: template('platform') }),
  languages: z.strictObject({ video: languageSentence, other: languageSentence }),
  faq: faqTemplates(['platform'], ['platform?', 'howToJoin?', 'setup?', 'billing?', 'languages?']).min(3).max(5),
});
export type PlatformCopy = z.output<typeof platformCopySchema>;

function billingSentence(platform: Platform, copy: PlatformCopy): string {
  return fill(platform.billing === 'per-minute' ? copy.billing.perMinute : copy.billing.perHour, { platform: platform.name });
}

function languagesSentence(platform: Platform, catalog: Catalog, copy: PlatformCopy): string {
  const languages = languagesFor('remote-interpretation', catalog);
  const common = languages
    .filter((l) => l.tier === 'common')
    .slice(0, 5)
    .map((l) => l.name);
  const rare = languages
    .filter((l) => l.tier === 'rare')
    .slice(0, 4)
    .map((l) => l.name);
  return fill(platform.kind === 'video' ? copy.languages.video : copy.languages.other, {
    platform: platform.name,
    languageCount: languages.length,
    common: joinList(common),
    rare: joinList(rare),
  });
}

/** Body copy for `/services/remote-interpretation/<platform>/`. */
export function platformBody(platform: Platform, catalog: Catalog, copy: PlatformCopy): VariantBody {
  const values = { platform: platform.name };
  const seed = platform.slug;
  const answers = {
    ...values,
    howToJoin: squash(platform.interpreterJoins),
    setup: joinList(platform.clientSetup.map((s) => s.charAt(0).toLowerCase() + s.slice(1))),
    billing: billingSentence(platform, copy),
    languages: languagesSentence(platform, catalog, copy),
  };
  const faq: FaqItem[] = copy.faq.map((entry) => ({ question: fill(entry.question, values), answer: capitalize(fill(entry.answer, answers)) }));
  return {
    h1: pickFilled(`${seed}:h1`, copy.h1[platform.kind], values),
    sections: [
      {
        heading: pickFilled(`${seed}:h-join`, copy.join.heading, values),
        paragraphs: [fill(copy.join.intro[platform.kind], values), squash(platform.interpreterJoins)],
      },
      {
        heading: pickFilled(`${seed}:h-session`, copy.session.heading, values),
        paragraphs: [fill(platform.billing === 'per-hour' ? copy.session.perHour : copy.session.perMinute, values)],
      },
      {
        heading: pickFilled(`${seed}:h-setup`, copy.setup.heading, values),
        paragraphs: [fill(copy.setup.intro, values)],
        bullets: platform.clientSetup.map(capitalize),
      },
      {
        heading: pickFilled(`${seed}:h-limits`, copy.limits.heading, values),
        paragraphs: [fill(copy.limits.intro, values)],
        bullets: platform.limits.map(capitalize),
      },
      {
        heading: pickFilled(`${seed}:h-best`, copy.best.heading, values),
        paragraphs: [answers.billing, answers.languages, fill(platform.kind === 'video' ? copy.best.alternatives.video : copy.best.alternatives.other, values)],
        bullets: platform.bestFor.map(capitalize),
      },
    ],
    faq,
  };
}
