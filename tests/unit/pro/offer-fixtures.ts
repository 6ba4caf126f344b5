import type { OfferView } from '@/lib/api/offers';

type Job = NonNullable<OfferView['job']>;

/** The job of an accepted offer, as the server sends it. */
export function jobFor(overrides: Partial<Job> = {}): Job {
  return {
    orderState: 'assigned',
    work: 'files',
    instructions: [],
    onSite: null,
    company: { name: 'Verbalis Translation & Interpretation', email: 'hello@verbalis.com', phone: '+1-646-555-0142', phoneDisplay: '(646) 555-0142' },
    files: [{ id: '0b6f3c2e-1d7a-4f8e-9a51-3c4d5e6f7a8b', name: 'acta.pdf', sizeBytes: 48213, contentType: 'application/pdf' }],
    deliveries: [],
    revision: null,
    certified: false,
    canDownload: true,
    canDeliver: true,
    canHandBack: true,
    ...overrides,
  };
}

/** An open document translation offer, as `GET offers/{token}` answers it. */
export function documentOffer(overrides: Partial<OfferView> = {}): OfferView {
  return {
    state: 'open',
    offer: { expiresAt: '2026-06-01T15:00:00.000Z', respondedAt: null, wave: 1 },
    professional: { name: 'Lucía Fernández', userType: 'translator' },
    project: {
      reference: 'J-260601-4KQ7ZP',
      service: 'document-translation',
      serviceName: 'Document translation',
      sourceLanguage: 'spanish',
      sourceLanguageName: 'Spanish',
      targetLanguage: 'english',
      targetLanguageName: 'English',
      volume: '1,200 words, 3 certified pages in 2 documents',
      words: 1200,
      minutes: null,
      startsAt: null,
      timeZone: null,
      location: null,
      locationName: null,
      platform: null,
      platformName: null,
      deadline: '2026-06-04T21:00:00.000Z',
      urgency: 'standard',
      payCents: 4860,
      currency: 'USD',
    },
    job: null,
    ...overrides,
  };
}

/** An on-site interpreting offer in Los Angeles; accepted, it carries the job with the address and whom to meet. */
export function onSiteOffer(accepted = false): OfferView {
  const base = documentOffer();
  return {
    ...base,
    state: accepted ? 'accepted' : 'open',
    professional: { name: 'Marco Reyes', userType: 'interpreter' },
    project: {
      ...base.project,
      service: 'on-site-interpretation',
      serviceName: 'On-site interpretation',
      volume: '2 h, consecutive',
      words: null,
      minutes: 120,
      startsAt: '2026-06-10T21:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      location: 'los-angeles-ca',
      locationName: 'Los Angeles, CA',
      deadline: '2026-06-10T21:00:00.000Z',
      payCents: 15600,
    },
    job: accepted
      ? jobFor({
          work: 'completion',
          files: [],
          canDownload: false,
          instructions: [{ kind: 'bookingNotes', text: 'Case BC-2026-0417, courtroom 5.' }],
          onSite: { address: '350 S Grand Ave, Suite 4100, Los Angeles, CA 90071', contact: 'Maria Lopez, +12135550100' },
        })
      : null,
  };
}
