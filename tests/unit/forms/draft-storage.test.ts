import { describe, expect, it } from 'vitest';
import { createDraftStore, draftKey, DRAFT_TTL_MS } from '@/components/forms/draft-storage';
import { memoryStorage } from './memory-storage';

const start = Date.parse('2026-03-02T10:00:00.000Z');

function setup(options: { version?: number; exclude?: string[]; failWrites?: boolean } = {}) {
  const storage = memoryStorage({ failWrites: options.failWrites });
  let now = start;
  const store = createDraftStore({
    formId: 'contact',
    version: options.version ?? 2,
    exclude: options.exclude ?? ['consent'],
    storage,
    now: () => now,
  });
  return { storage, store, advance: (ms: number) => (now += ms) };
}

describe('createDraftStore', () => {
  it('saves under a versioned key and loads what was saved', () => {
    const { storage, store } = setup();
    store.save({ name: 'Ana Souza', message: 'Two birth certificates', consent: true });
    expect(store.key).toBe('verbalis.draft.contact.v2');
    expect(JSON.parse(storage.items.get('verbalis.draft.contact.v2') ?? '')).toEqual({
      version: 2,
      savedAt: '2026-03-02T10:00:00.000Z',
      values: { name: 'Ana Souza', message: 'Two birth certificates' },
    });
    expect(store.load()).toEqual({ name: 'Ana Souza', message: 'Two birth certificates' });
  });

  it('never stores consent or files', () => {
    const { store } = setup({ exclude: ['consent', 'agreementAccepted'] });
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    store.save({ name: 'Ana', consent: true, agreementAccepted: true, cv, files: [cv, cv] });
    expect(store.load()).toEqual({ name: 'Ana', files: [] });
  });

  it('removes the draft when the form is blank again', () => {
    const { storage, store } = setup();
    store.save({ name: 'Ana' });
    store.save({ name: '  ', consent: false, topic: '' });
    expect(storage.items.size).toBe(0);
    expect(store.load()).toBeUndefined();
  });

  it('drops a draft older than the time-to-live, and keeps one just inside it', () => {
    const { storage, store, advance } = setup();
    store.save({ name: 'Ana' });
    advance(DRAFT_TTL_MS);
    expect(store.load()).toEqual({ name: 'Ana' });
    advance(1);
    expect(store.load()).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('drops drafts of older versions of the form', () => {
    const { storage, store } = setup({ version: 3 });
    storage.items.set(draftKey('contact', 1), '{"version":1,"savedAt":"2026-03-02T09:00:00.000Z","values":{"name":"Old"}}');
    storage.items.set(draftKey('contact', 2), '{"version":2,"savedAt":"2026-03-02T09:00:00.000Z","values":{"name":"Old"}}');
    expect(store.load()).toBeUndefined();
    expect([...storage.items.keys()]).toEqual([]);
  });

  it.each([
    ['not JSON', '{name'],
    ['the wrong version inside', '{"version":1,"savedAt":"2026-03-02T09:00:00.000Z","values":{"name":"A"}}'],
    ['no date', '{"version":2,"values":{"name":"A"}}'],
    ['an unreadable date', '{"version":2,"savedAt":"yesterday","values":{"name":"A"}}'],
    ['values that are a list', '{"version":2,"savedAt":"2026-03-02T09:00:00.000Z","values":["A"]}'],
  ])('treats a stored draft with %s as no draft and removes it', (_case, raw) => {
    const { storage, store } = setup();
    storage.items.set(store.key, raw);
    expect(store.load()).toBeUndefined();
    expect(storage.items.has(store.key)).toBe(false);
  });

  it('keeps working when storage refuses writes or is missing', () => {
    const { store } = setup({ failWrites: true });
    expect(() => store.save({ name: 'Ana' })).not.toThrow();
    expect(store.load()).toBeUndefined();
    const none = createDraftStore({ formId: 'contact', version: 1, storage: undefined });
    expect(() => none.save({ name: 'Ana' })).not.toThrow();
    expect(none.load()).toBeUndefined();
  });

  it('clears the draft', () => {
    const { storage, store } = setup();
    store.save({ name: 'Ana' });
    store.clear();
    expect(storage.items.size).toBe(0);
  });
});
