export type Messages = { [key: string]: string | Messages };

/** Looks up `a.b.c` in a message tree and fills `{name}` placeholders. Missing keys return the key. */
export function translate(messages: Messages, key: string, params?: Record<string, string | number>): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') break;
    node = node[part];
  }
  if (typeof node !== 'string') {
    console.warn(`[i18n] Missing message "${key}"`);
    return key;
  }
  if (!params) return node;
  return node.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export type Translator = (key: string, params?: Record<string, string | number>) => string;

export function createTranslator(messages: Messages): Translator {
  return (key, params) => translate(messages, key, params);
}
