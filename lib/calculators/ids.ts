/**
 * Element id prefixes of the calculators, shared by the server-rendered shell
 * and the island so that both render the same ids (and focus can move from
 * one to the other). One calculator of each kind per page.
 */
export const calculatorIds = {
  document: 'doc',
  portuguese: 'pt',
  'on-site': 'onsite',
  remote: 'remote',
} as const;

/** In-page anchors of the calculators, for links such as `/pricing/#on-site-calculator`. */
export const calculatorAnchors = {
  document: 'document-translation-calculator',
  portuguese: 'portuguese-immigration-calculator',
  'on-site': 'on-site-calculator',
  remote: 'remote-calculator',
} as const;
