/**
 * What no built page may say unless content/promises.yaml says it: the kinds of promise wording
 * (delivery times, retention, the guarantee, credentials, review, acceptance) and the slips the
 * page templates have made before (demand rankings, a "$0.00" fee, "Cyrillic and Latin script").
 * Each rule finds its words in one sentence; `registry` names the promises whose `wording` lets
 * the sentence through, and `allows` what else makes it true (its link, its conditions).
 */
import type { TextBlock } from './page-text';

export interface SentenceRule {
  id: string;
  /** What the rule is about, for the report. */
  label: string;
  pattern: RegExp;
  why: string;
  /** Promise ids whose `wording` licenses a sentence this rule finds. */
  registry?: readonly string[];
  /** Whether the sentence, in its block, is true as written without a registry phrase. */
  allows?: (sentence: string, block: TextBlock) => boolean;
  /** Pages (path prefixes) the rule does not read, with the reason in `exemptBecause`. */
  exempt?: readonly string[];
  exemptBecause?: string;
}

const GUARANTEE_TERMS = '/agreement/refund-and-acceptance-guarantee/';
const AGREEMENTS = '/agreement/';
const agreementsExempt =
  'the agreements are the terms themselves: the registry summarizes them, and tests/unit/content/promise-registry.test.ts holds their figures to it';

const NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve|a few|a couple of|an?)`;
const NEGATED = /\b(?:not|n't|never|no|if|whether|decision|decides?|unless|some|may|might)\b/i;
/** Words that make a time a promise about an order's work. */
const DELIVERED_WORK =
  /\b(?:deliver(?:y|ed|s)?|due|turnaround|rush|expedited|translations?|transcripts?|revisions?|corrections?|corrected|comes back|returned|re-?signed|PDF|recordings?)\b/i;
/**
 * Not a promise of ours: a past order or a client's report of one ("were delivered in ten business
 * days"), a carrier's delivery of a hard copy, or what a professional's agreement obliges them to do.
 */
const NOT_OUR_PROMISE =
  /\b(?:were|was|came|received|turned|arrived|got|took|reports?)\b|\b(?:mail(?:ed)?|ship(?:ped|ping)?|overnight|tracked|courier|hard copy)\b|\bagreement\b/i;

export const SENTENCE_RULES: readonly SentenceRule[] = [
  {
    id: 'delivery-time',
    label: 'delivery times',
    pattern: new RegExp(
      String.raw`\b(?:within|in|under|inside) ${NUMBER}(?: (?:to|or) ${NUMBER})? (?:business |working |calendar )?(?:hours?|days?|minutes?|weeks?)\b(?! (?:ahead|before|notice|in advance))|\b(?:same|next)[- ](?:business[- ])?day\b|\b\d+[- ]hour (?:delivery|turnaround|rush|service)\b|\b${NUMBER} business days? (?:for|per) (?:every )?${NUMBER} (?:pages?|minutes?)\b`,
      'i',
    ),
    why: 'a delivery time the registry does not hold: quote content/promises.yaml (turnaround, rush, revisions) or say less',
    registry: ['turnaround', 'rush', 'transcription-turnaround', 'due-date-from-confirmation', 'revision-period', 'revision-turnaround', 'guarantee'],
    // A time is a delivery promise when it is said of an order's work, now or from now on: not a
    // staff reply, a payment, a carrier's delivery or what a past order took.
    allows: (sentence) => !DELIVERED_WORK.test(sentence) || NOT_OUR_PROMISE.test(sentence),
    exempt: [AGREEMENTS, '/pro/', '/translators/'],
    exemptBecause: `${agreementsExempt}; the professional pages state professionals' obligations under those agreements`,
  },
  {
    id: 'retention',
    label: 'deletion and retention',
    pattern:
      /\b(?:deleted|deletes?|purged?|erased?|destroyed)\b[^.]{0,60}\b(?:after|within|once)\b[^.]{0,30}\b(?:\d+|a set) (?:days?|months?|years?|retention period)\b|\bkept for \d+ (?:days?|months?|years?)\b/i,
    why: 'retention is the period content/promises.yaml holds (retention) and the purge enforces',
    registry: ['retention'],
    // What a professional's agreement obliges them to do is the agreement's, not the platform's.
    allows: (sentence) => /\bagreement\b/i.test(sentence),
    exempt: [AGREEMENTS, '/pro/', '/translators/'],
    exemptBecause: `${agreementsExempt}; the professional pages state professionals' obligations under those agreements`,
  },
  {
    id: 'guarantee',
    label: 'the guarantee without its conditions',
    // What the guarantee gives: a revision or a refund when USCIS turns a translation down.
    pattern:
      /\bif USCIS\b[^.]{0,120}\b(?:refund|revise|re-?certif)\w*|\b(?:revise|re-?certify|correct)\w*\b[^.]{0,60}\bor refund\w*|\brefund\w*\b[^.]{0,60}\bif USCIS\b|\bmoney[- ]back\b|\bwe guarantee\b/i,
    why: `the guarantee is stated with its conditions (a USCIS notice names the translation, claimed in time) or next to a link to them (${GUARANTEE_TERMS})`,
    registry: ['guarantee'],
    allows: (_, block) => block.links.some((href) => href.startsWith(GUARANTEE_TERMS)),
    exempt: [AGREEMENTS],
    exemptBecause: 'the guarantee and the terms it is part of state its conditions',
  },
  {
    id: 'credentials',
    label: 'interpreter credentials',
    pattern:
      /\bcourt[- ]certified\b|\bcertified (?:or registered )?(?:court |medical )?interpreters?\b|\b(?:hold|holds|with) (?:the |matching )?credentials\b|\bcredentials (?:that )?(?:their|the|your) (?:settings?|assignments?) (?:calls?|needs?) for\b/i,
    why: 'a credential is promised only in the words of content/promises.yaml (credentials), which assignment enforces',
    registry: ['credentials'],
    // Facts about courts' own programs ("state courts certify…") promise nothing of ours; a
    // sentence about our interpreters or what we assign does.
    allows: (sentence) => !/\b(?:we|our|us)\b|^interpreters? hold\b/i.test(sentence),
  },
  {
    id: 'second-linguist',
    label: 'a second linguist',
    pattern: /\bsecond[- ]linguist\b|\banother linguist\b|\bsecond (?:professional |)(?:translator|professional|linguist)\b|\btwo linguists\b/i,
    why: 'staff review every delivery; a second linguist checks it only when proofreading is ordered (content/promises.yaml: review)',
    registry: ['review'],
    // Proofreading is the second linguist's service: said of it, or under its heading, it is true.
    allows: (sentence, block) =>
      /\bproofread/i.test(sentence) || block.headings.some((h) => /\bproofread/i.test(h)) || block.links.some((href) => href.endsWith('#proofreading')),
  },
  {
    id: 'acceptance',
    label: 'acceptance promised on an institution’s behalf',
    pattern:
      /\baccepted (?:by|everywhere|nationwide|where it counts|anywhere)\b|(?<!\b(?:one|interpreters?|translators?|professionals?|linguists?) )\bwho accepts (?:it|them|our|a certified)\b|\bwill be accepted\b|\bguaranteed? (?:to be )?accept|\b(?:USCIS|courts?|universities|agencies|institutions|offices|employers|authorities)\b[^.;]{0,80}\baccepts?\b(?! (?:an? |the |their )?(?:offers?|projects?|assignments?|bookings?))|\bwhy it is accepted\b/i,
    why: 'acceptance is the receiving office’s decision; say what it requires and that we meet it (legal-rules.yaml)',
    // Said of our translations ("a certificate that courts accept"), not of what an office chooses for itself.
    allows: (sentence) => NEGATED.test(sentence) || !/\b(?:translations?|certificates?|certified|certification|we|our|it)\b/i.test(sentence),
  },
  {
    id: 'demand-ranking',
    label: 'rankings of demand',
    pattern:
      /\bmost (?:requested|popular|in demand|common requests?|frequently requested)\b|\basked for most\b|\bmost (?:\S+ )?requests\b|\bdemand (?:for \S+ )?is highest\b|\bbooked most often\b|\bleading request\b/i,
    why: 'a ranking of demand the data does not measure',
  },
  {
    id: 'apostille-never',
    label: 'apostilles never needed',
    pattern: /\bnever (?:need|needs|needed|required|requires)\b[^.]{0,40}\bapostille|\bapostilles?\b[^.]{0,60}\bnever (?:needed|required)\b/i,
    why: 'stronger than the law: a foreign public record used in a US court may need an apostille (Fed. R. Civ. P. 44(a)(2))',
  },
  {
    id: 'zero-fee',
    label: 'a fee of $0.00',
    pattern: /\$0\.00\b/,
    why: 'a fee of nothing reads as a slip: say "no fee" and where, as the price tables do',
  },
  {
    id: 'scripts-plural',
    label: 'two scripts called one',
    pattern: /\b\p{Lu}[\p{L}ʽ]*(?: \([^)]*\))?(?:, \p{Lu}[\p{L}ʽ]*(?: \([^)]*\))?)*(?:,? and |, )\p{Lu}[\p{L}ʽ]*(?: \([^)]*\))? (?:script|alphabet)\b(?!s)/u,
    why: 'more than one script or alphabet: "scripts", "alphabets"',
  },
];

/** A block's sentences: split after . ! ? followed by a space (a.m., p.m. and initials kept whole). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=(?<!\b(?:a\.m|p\.m|e\.g|i\.e|U\.S|No|St|Dr|Mr|Ms|Mrs|vs|[A-Z]))[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
