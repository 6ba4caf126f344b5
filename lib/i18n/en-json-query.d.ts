/** en.json imported under a query (a separate webpack module, see error-messages.ts): same content and type. */
declare module '@/locales/en.json?errors' {
  const messages: typeof import('@/locales/en.json');
  export default messages;
}
