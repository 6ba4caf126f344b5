/** Company facts shown across the site. Change them here and nowhere else. */
export const site = {
  name: 'Verbalis',
  legalName: 'Verbalis Translation & Interpretation',
  tagline: 'Certified translation and professional interpreters, priced in seconds',
  description:
    'Certified translations for USCIS, courts and universities, on-site interpreters across US metros and remote interpreters on every major platform. Instant, itemised quotes.',
  email: 'hello@verbalis.com',
  quotesEmail: 'quotes@verbalis.com',
  careersEmail: 'vendors@verbalis.com',
  phone: '+1-646-555-0142',
  phoneDisplay: '(646) 555-0142',
  address: {
    street: '1412 Broadway, Suite 2100',
    city: 'New York',
    region: 'NY',
    postalCode: '10018',
    country: 'US',
  },
  /** The office's time zone: its hours, the dates in staff emails and the calculators' default. */
  timeZone: 'America/New_York',
  hours: 'Monday to Friday, 8:00 to 20:00 Eastern; urgent interpreting requests 24/7',
  foundingYear: 2011,
  /**
   * How long after delivery a client may ask for a revision from their order page; the Refund and
   * Acceptance Guarantee states the same period (scripts/content-check/promises.ts holds them equal).
   */
  revisionDays: 60,
  /**
   * How clients pay, as the payment support article, the FAQ and the terms (section 4) state it and
   * the invoice prints it (content/promises.yaml `payment-terms`; tests/unit/content/promise-registry.test.ts
   * holds them equal). The site takes no payment; organizations pay by invoice on these terms.
   */
  payment: {
    invoiceDueDays: 30,
    invoiceMethods: 'ACH bank transfer, wire or check',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/verbalis-translation',
  },
  memberships: ['American Translators Association (corporate member)'],
} as const;
