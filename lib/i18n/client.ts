import { fallbackLocale, getLocale } from './config';
import type { Messages } from './translate';

const cache = new Map<string, Promise<Messages>>();

async function importFile(file: string): Promise<Messages> {
  const mod: { default: Messages } = await import(`../../locales/${file}`);
  return mod.default;
}

/** Client islands call this for messages they need after hydration; each file loads once. */
export function loadClientMessages(code: string = fallbackLocale): Promise<Messages> {
  const { file } = getLocale(code);
  let pending = cache.get(file);
  if (!pending) {
    pending = importFile(file).catch((error: unknown) => {
      console.warn(`[i18n] Could not load "${file}", falling back to "${fallbackLocale}"`, error);
      cache.delete(file);
      return file === getLocale(fallbackLocale).file ? {} : loadClientMessages(fallbackLocale);
    });
    cache.set(file, pending);
  }
  return pending;
}
