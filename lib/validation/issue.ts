import { isEmpty, isMissing } from './values';

/**
 * Rule kinds with a message in every pack. A failure names its rule and parameters; the words
 * are chosen from a message pack when the error is shown, so nothing here is English.
 */
export const RULE_NAMES = [
  'alpha',
  'alpha_num',
  'alpha_dash',
  'alpha_spaces',
  'between',
  'confirmed',
  'different',
  'digits',
  'dimensions',
  'double',
  'email',
  'excluded',
  'ext',
  'image',
  'integer',
  'length',
  'max_value',
  'max',
  'mimes',
  'min_value',
  'min',
  'numeric',
  'oneOf',
  'regex',
  'name',
  'required_if',
  'required',
  'size',
  'phone',
  'datetime',
  'future',
  'timezone',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

export type RuleParamValue = string | number | boolean | readonly (string | number)[];
export type RuleParams = Readonly<Record<string, RuleParamValue>>;

/** A failed rule: its name and parameters, machine-readable. */
export interface RuleFailure {
  readonly rule: string;
  readonly params: RuleParams;
}

/** The parts of a zod issue (raw or finalised) that decide its rule. */
export interface IssueLike {
  readonly code?: string;
  readonly path?: readonly PropertyKey[];
  readonly params?: Readonly<Record<string, unknown>>;
  readonly values?: readonly unknown[];
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly format?: string;
  readonly expected?: string;
  readonly input?: unknown;
}

/** A zod custom issue carrying the rule in `params`; the message is left to the pack. */
export function ruleIssue(rule: RuleName, params: RuleParams = {}, path?: PropertyKey[]) {
  return { code: 'custom' as const, params: { ...params, rule }, ...(path === undefined ? {} : { path }) };
}

/** Lists count in items; the pack words one item and several differently. */
export function itemsVariant(count: number): 'item' | 'items' {
  return count === 1 ? 'item' : 'items';
}

function isParamValue(value: unknown): value is RuleParamValue {
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string' || typeof v === 'number');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function cleanParams(record: Readonly<Record<string, unknown>>): RuleParams {
  const params: Record<string, RuleParamValue> = {};
  for (const [key, value] of Object.entries(record)) if (key !== 'rule' && isParamValue(value)) params[key] = value;
  return params;
}

const failure = (rule: string, params: RuleParams = {}): RuleFailure => ({ rule, params });

function sizeFailure(kind: 'min' | 'max', origin: string | undefined, limit: number | bigint | undefined): RuleFailure {
  const bound = Number(limit ?? 0);
  if (origin === 'string') return failure(kind, { length: bound });
  if (origin === 'array' || origin === 'set') return failure(kind, { length: bound, variant: itemsVariant(bound) });
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    return kind === 'min' ? failure('min_value', { min: bound }) : failure('max_value', { max: bound });
  }
  return failure(kind);
}

/**
 * The rule behind an issue. Rule issues say so in `params`; zod's own issues (from base types
 * or from schemas written with plain zod) map to the nearest rule. A missing value is `required`;
 * a finalised type issue no longer carries its input, so it is taken as missing too.
 */
export function describeIssue(issue: IssueLike): RuleFailure {
  const { params } = issue;
  if (issue.code === 'custom' && params !== undefined && typeof params.rule === 'string') {
    return failure(params.rule, cleanParams(params));
  }
  const hasInput = 'input' in issue;
  switch (issue.code) {
    case 'invalid_type':
      return !hasInput || isMissing(issue.input) ? failure('required') : failure('type', { expected: issue.expected ?? '' });
    case 'invalid_value':
      return hasInput && isEmpty(issue.input) ? failure('required') : failure('oneOf', { values: (issue.values ?? []).map(String) });
    case 'too_small':
      return sizeFailure('min', issue.origin, issue.minimum);
    case 'too_big':
      return sizeFailure('max', issue.origin, issue.maximum);
    case 'invalid_format':
      return failure(issue.format === 'email' || issue.format === 'regex' ? issue.format : 'format');
    default:
      return failure(issue.code ?? '_default');
  }
}
