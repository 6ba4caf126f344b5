import { isBlankDraft, sanitiseDraft, type DraftRecord } from '@/lib/forms/draft-values';

/*
 * Drafts in localStorage, so that nothing typed is lost to a closed tab, a crash or a failed
 * connection. One key per form and version: a form whose fields change bumps its version, and
 * drafts of older versions are dropped rather than poured into fields they no longer fit.
 */

const DRAFT_KEY_PREFIX = 'verbalis.draft.';
/** A draft older than this is stale (the visitor has moved on, or the quote has expired). */
export const DRAFT_TTL_MS = 14 * 24 * 60 * 60 * 1000;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftStoreOptions {
  /** Names the form: `contact`, `application`. */
  formId: string;
  /** Bump when the form's fields change shape. */
  version: number;
  /** Dotted paths never stored: consent boxes and anything a visitor must confirm afresh. Files are never stored. */
  exclude?: readonly string[];
  ttlMs?: number;
  /** Undefined where storage is blocked: every call is then a no-op. */
  storage: DraftStorage | undefined;
  now?: () => number;
}

/** What is stored under a draft key. */
interface StoredDraft {
  version: number;
  /** ISO timestamp of the last save. */
  savedAt: string;
  values: DraftRecord;
}

export interface DraftStore {
  readonly key: string;
  /** The stored values, or undefined when there is none, it has expired or it can't be read. */
  load(): DraftRecord | undefined;
  /** Stores the storable part of `values`; a blank form removes the draft instead. */
  save(values: DraftRecord): void;
  clear(): void;
}

export function draftKey(formId: string, version: number): string {
  return `${DRAFT_KEY_PREFIX}${formId}.v${version}`;
}

function readStored(raw: string, version: number): StoredDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const savedAt: unknown = Reflect.get(parsed, 'savedAt');
    const values: unknown = Reflect.get(parsed, 'values');
    if (Reflect.get(parsed, 'version') !== version || typeof savedAt !== 'string') return undefined;
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
    return { version, savedAt, values: { ...values } };
  } catch {
    return undefined;
  }
}

export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const { formId, version, exclude = [], ttlMs = DRAFT_TTL_MS, storage, now = Date.now } = options;
  const key = draftKey(formId, version);

  // Storage can throw (quota, privacy modes); a draft is a convenience and never breaks the form.
  function attempt<R>(run: (store: DraftStorage) => R, fallback: R): R {
    if (!storage) return fallback;
    try {
      return run(storage);
    } catch {
      return fallback;
    }
  }

  const clear = () => attempt((store) => store.removeItem(key), undefined);

  return {
    key,
    load() {
      const raw = attempt((store) => {
        for (let older = 1; older < version; older += 1) store.removeItem(draftKey(formId, older));
        return store.getItem(key);
      }, null);
      if (raw === null) return undefined;
      const stored = readStored(raw, version);
      const savedAt = stored ? Date.parse(stored.savedAt) : Number.NaN;
      if (!stored || Number.isNaN(savedAt) || now() - savedAt > ttlMs) {
        clear();
        return undefined;
      }
      return stored.values;
    },
    save(values) {
      const storable = sanitiseDraft(values, exclude);
      if (isBlankDraft(storable)) return clear();
      const stored: StoredDraft = { version, savedAt: new Date(now()).toISOString(), values: storable };
      attempt((store) => store.setItem(key, JSON.stringify(stored)), undefined);
    },
    clear,
  };
}

/** The browser's localStorage, or undefined where it is blocked or absent (server rendering). */
export function browserDraftStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
