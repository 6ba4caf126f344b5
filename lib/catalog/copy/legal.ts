import { z } from 'zod';
import type { Location } from '../schema';

const text = z.string().trim().min(1);

/** One legal statement: where it holds, what it says and the rule it comes from. */
const legalRuleSchema = z.strictObject({
  /** A state code (`CA`), `federal`, or `US` for federal law that applies everywhere. */
  where: z.string().regex(/^(?:[A-Z]{2}|federal|US)$/, 'must be a state code such as CA, or federal, or US'),
  /** A sentence without its final period. */
  statement: text.refine((s) => !/[.;:]$/.test(s), 'leave out the final punctuation: the page adds the citation after it'),
  /** The citation, as a lawyer writes it: "Cal. Rules of Court, rule 3.1110(g)". */
  rule: text,
  /** Where the rule can be read: a URL or a published citation. */
  source: text,
});
export type LegalRule = z.output<typeof legalRuleSchema>;

/** content/service-copy/legal-rules.yaml: legal facts the service pages state, each with its rule and source. */
export const legalRulesSchema = z
  .strictObject({
    jurisdictions: z.array(z.strictObject({ code: z.string().regex(/^[A-Z]{2}$/), name: text })),
    courtTranslations: z.array(legalRuleSchema),
    foreignRecords: legalRuleSchema,
    uscis: legalRuleSchema,
    courtInterpreters: z.strictObject({ federal: legalRuleSchema, state: legalRuleSchema }),
    guarantee: legalRuleSchema,
  })
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.courtTranslations.forEach((rule, i) => {
      if (seen.has(rule.where)) ctx.addIssue({ code: 'custom', path: ['courtTranslations', i, 'where'], message: `a second rule for ${rule.where}` });
      seen.add(rule.where);
    });
  });
export type LegalRules = z.output<typeof legalRulesSchema>;

/** Every statement of the file, for the checks that each one is printed with its citation. */
export function allLegalRules(rules: LegalRules): LegalRule[] {
  return [...rules.courtTranslations, rules.foreignRecords, rules.uscis, rules.courtInterpreters.federal, rules.courtInterpreters.state, rules.guarantee];
}

/** The statement with its citation, as pages print it: `Statement (Rule).` */
export function cite(rule: LegalRule): string {
  return `${rule.statement} (${rule.rule}).`;
}

/** The rule a state's courts apply to translated documents, if the file has one. */
export function courtTranslationRule(location: Location, rules: LegalRules): LegalRule | undefined {
  return rules.courtTranslations.find((r) => r.where === location.stateCode);
}

/**
 * The place's state as a sentence names it after "in": `Texas`, or `the District of Columbia`
 * for a place that is not a state.
 */
export function stateName(location: Location, rules: LegalRules): string {
  return rules.jurisdictions.find((j) => j.code === location.stateCode)?.name ?? location.state;
}

/** Whether the place is in one of the 50 states (the District of Columbia is not). */
export function isState(location: Location, rules: LegalRules): boolean {
  return !rules.jurisdictions.some((j) => j.code === location.stateCode);
}
