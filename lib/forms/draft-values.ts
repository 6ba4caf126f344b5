/**
 * Draft values: what is kept of a form between visits, and how a stored draft is laid back
 * over the form's defaults. Files never go to storage (they can't be serialised and would
 * fill it), and neither does consent, which must be given afresh each time.
 */

export type DraftRecord = Record<string, unknown>;

function isRecord(value: unknown): value is DraftRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBinary(value: unknown): boolean {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function sanitiseValue(value: unknown): unknown {
  if (isBinary(value)) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    return value.map(sanitiseValue).filter((item) => item !== undefined);
  }
  if (isRecord(value)) return sanitiseRecord(value, []);
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return undefined;
}

function sanitiseRecord(values: DraftRecord, exclude: readonly string[], prefix = ''): DraftRecord {
  const out: DraftRecord = {};
  for (const [key, value] of Object.entries(values)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (exclude.includes(path)) continue;
    const clean = isRecord(value) && !isBinary(value) ? sanitiseRecord(value, exclude, path) : sanitiseValue(value);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}

/**
 * The part of a form's values that may be stored: plain text, numbers, booleans and lists of
 * them, without files, without the fields at the `exclude` paths (`consent`, `address.unit`),
 * and without numbers that aren't finite (an emptied number input is NaN).
 */
export function sanitiseDraft(values: DraftRecord, exclude: readonly string[] = []): DraftRecord {
  return sanitiseRecord(values, exclude);
}

/** Whether a draft holds anything the visitor typed or chose (so an untouched form stores nothing). */
export function isBlankDraft(values: unknown): boolean {
  if (typeof values === 'string') return values.trim() === '';
  if (typeof values === 'boolean') return !values;
  if (typeof values === 'number') return false;
  if (Array.isArray(values)) return values.every(isBlankDraft);
  if (isRecord(values)) return Object.values(values).every(isBlankDraft);
  return true;
}

/**
 * Whether a stored value can stand where the template value stands. A template left
 * `undefined` is a number field not yet filled in, so a stored number fits it; an empty list
 * takes primitives, a list with an item takes items of that item's shape.
 */
function fits<V>(template: V, stored: unknown): stored is V {
  if (template === undefined) return typeof stored === 'number';
  if (Array.isArray(template)) {
    if (!Array.isArray(stored)) return false;
    const [model] = template;
    if (model === undefined) return stored.every((item) => typeof item === 'string' || typeof item === 'number');
    return stored.every((item) => fits(model, item));
  }
  if (isRecord(template)) return isRecord(stored);
  return typeof stored === typeof template;
}

function restoreValue<V>(template: V, stored: unknown): V {
  if (!fits(template, stored)) return template;
  if (isRecord(template) && isRecord(stored)) return restoreDraft(template, stored);
  if (Array.isArray(template) && Array.isArray(stored)) {
    const [model] = template;
    if (isRecord(model)) {
      const items: unknown[] = stored.map((item) => restoreDraft(model, isRecord(item) ? item : {}));
      if (fits(template, items)) return items;
    }
  }
  return stored;
}

/**
 * The form's defaults with a stored draft laid over them, field by field: a stored value is
 * taken only where it has the default's type, so a draft from an older form, or one edited by
 * hand, can't put a list where text belongs. Fields the draft doesn't have keep their default.
 */
export function restoreDraft<T extends DraftRecord>(defaults: T, stored: unknown): T {
  if (!isRecord(stored)) return defaults;
  const out: T = { ...defaults };
  for (const key in defaults) {
    if (Object.hasOwn(stored, key)) out[key] = restoreValue(defaults[key], stored[key]);
  }
  return out;
}
