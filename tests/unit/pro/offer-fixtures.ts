import type { OfferView } from '@/lib/api/offers';

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
    client: null,
    ...overrides,
  };
}

/** An on-site interpreting offer in Los Angeles; accepted, it carries the client and the address. */
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
    client: accepted
      ? {
          name: 'Dana Whitfield',
          email: 'dana@example.org',
          telephone: '+12135550188',
          address: '350 S Grand Ave, Suite 4100, Los Angeles, CA 90071',
          onSiteContact: 'Maria Lopez, +12135550100',
          caseNumber: 'BC-2026-0417',
        }
      : null,
  };
}
