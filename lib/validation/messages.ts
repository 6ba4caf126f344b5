import { z } from 'zod';
import en from '@/locales/validation/en.json';
import tr from '@/locales/validation/tr.json';
import { describeIssue, type IssueLike, type RuleFailure, type RuleParamValue } from './issue';
import { labelFor, type FieldLabels } from './labels';

export const VALIDATION_LOCALES = ['en', 'tr'] as const;
export type ValidationLocale = (typeof VALIDATION_LOCALES)[number];

/** Messages for one locale, by rule (`min`, or `min_items` for a variant), with `_default` for the rest. */
export interface MessagePack {
  readonly locale: ValidationLocale;
  readonly messages: Readonly<{ _default: string } & Record<string, string>>;
}

const message = z.string().trim().min(1);
const messagesSchema = z.object({ _default: message }).catchall(message);

function loadPack(locale: ValidationLocale, source: unknown): MessagePack {
  const parsed = messagesSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ');
    throw new Error(`locales/validation/${locale}.json: ${problems}`);
  }
  return { locale, messages: parsed.data };
}

const packs: Record<ValidationLocale, MessagePack> = { en: loadPack('en', en), tr: loadPack('tr', tr) };

/** The message pack for a locale. */
export function getMessagePack(locale: ValidationLocale): MessagePack {
  return packs[locale];
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function formatValue(value: RuleParamValue, locale: string): string {
  if (Array.isArray(value)) return value.map((v) => formatValue(v, locale)).join(', ');
  if (typeof value !== 'number') return String(value);
  let format = numberFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 10 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** The message template for a failure: its variant, then its rule, then `_default`. */
function templateFor(failure: RuleFailure, pack: MessagePack): string {
  const { variant } = failure.params;
  const keys = typeof variant === 'string' ? [`${failure.rule}_${variant}`, failure.rule] : [failure.rule];
  for (const key of keys) {
    const template = pack.messages[key];
    if (template !== undefined) return template;
  }
  return pack.messages._default;
}

/**
 * A failure in words. `{field}` is the field's label; `{other}` names another field by its
 * path and becomes that field's label when `labels` are given; other `{params}` are
 * formatted for the pack's locale (numbers grouped, lists joined).
 */
export function formatFailure(failure: RuleFailure, fieldLabel: string, pack: MessagePack, labels: FieldLabels = {}): string {
  return templateFor(failure, pack).replace(/\{(\w+)\}/g, (token, name: string) => {
    if (name === 'field') return fieldLabel;
    const value = Object.hasOwn(failure.params, name) ? failure.params[name] : undefined;
    if (value === undefined) return token;
    if (name === 'other' && typeof value === 'string') return labelFor(value.split('.'), labels);
    return formatValue(value, pack.locale);
  });
}

/**
 * A cross-field rule names `other` relative to its object; the issue's path says where that
 * object is (`languagePairs.2`), so `other` becomes a full path there.
 */
function anchorOther(failure: RuleFailure, path: readonly PropertyKey[]): RuleFailure {
  const { other, fieldPath } = failure.params;
  if (typeof other !== 'string' || typeof fieldPath !== 'string') return failure;
  const objectPath = path.slice(0, Math.max(0, path.length - fieldPath.split('.').length)).map(String);
  return { ...failure, params: { ...failure.params, other: [...objectPath, other].join('.') } };
}

/** A zod issue in words, from the pack; a rule the pack has no message for gets `_default`. */
export function formatIssue(issue: IssueLike, fieldLabel: string, pack: MessagePack, labels: FieldLabels = {}): string {
  return formatFailure(anchorOther(describeIssue(issue), issue.path ?? []), fieldLabel, pack, labels);
}
