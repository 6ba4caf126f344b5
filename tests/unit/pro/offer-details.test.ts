import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { createTranslator } from '@/lib/i18n/translate';
import { jobDetailRows, formatOfferTime, languagesLabel, offerDetailRows, placeLabel } from '@/lib/pro/offer-details';
import { documentOffer, jobFor, onSiteOffer } from './offer-fixtures';

const t = createTranslator(en.pro.offer);
const NEW_YORK = 'America/New_York';
const values = (rows: { key: string; value: string }[]) => Object.fromEntries(rows.map((row) => [row.key, row.value]));

describe('formatOfferTime', () => {
  it.each([
    ['2026-06-04T21:00:00.000Z', NEW_YORK, 'Thursday, June 4, 2026 at 5:00 PM EDT'],
    ['2026-06-10T21:00:00.000Z', 'America/Los_Angeles', 'Wednesday, June 10, 2026 at 2:00 PM PDT'],
    ['2026-12-01T17:30:00.000Z', 'America/Chicago', 'Tuesday, December 1, 2026 at 11:30 AM CST'],
    ['2026-06-04T21:00:00.000Z', 'Mars/Olympus_Mons', 'Thursday, June 4, 2026 at 5:00 PM EDT'],
  ])('%s in %s', (iso, zone, expected) => {
    expect(formatOfferTime(iso, zone, NEW_YORK).replace(/\s/g, ' ')).toBe(expected);
  });

  it('leaves something that is not a date as it came', () => {
    expect(formatOfferTime('soon', NEW_YORK, NEW_YORK)).toBe('soon');
  });
});

describe('languagesLabel', () => {
  it('names the direction, or the one language of monolingual work', () => {
    expect(languagesLabel(documentOffer().project, t)).toBe('Spanish into English');
    const proofreading = { ...documentOffer().project, targetLanguage: 'spanish', targetLanguageName: 'Spanish' };
    expect(languagesLabel(proofreading, t)).toBe('Spanish');
  });
});

describe('offerDetailRows', () => {
  it('lists a document offer with its deadline in the business time zone and no place', () => {
    const rows = offerDetailRows(documentOffer(), t, NEW_YORK);
    expect(rows.map((row) => row.key)).toEqual(['reference', 'service', 'languages', 'volume', 'deadline', 'pay']);
    expect(values(rows)).toMatchObject({
      deadline: expect.stringContaining('June 4, 2026 at 5:00 PM EDT'),
      pay: '$48.60',
      volume: '1,200 words, 3 certified pages in 2 documents',
    });
  });

  it('lists an on-site offer with its start in the local zone and only the city before acceptance', () => {
    const rows = offerDetailRows(onSiteOffer(), t, NEW_YORK);
    expect(rows.map((row) => row.key)).toEqual(['reference', 'service', 'languages', 'volume', 'startsAt', 'place', 'pay']);
    expect(values(rows)).toMatchObject({ startsAt: expect.stringContaining('2:00 PM PDT'), place: 'Los Angeles, CA', pay: '$156.00' });
    expect(JSON.stringify(rows)).not.toMatch(/Grand Ave|Dana|example\.org/);
  });

  it('shows the full address once the offer is accepted', () => {
    expect(placeLabel(onSiteOffer(true))).toBe('350 S Grand Ave, Suite 4100, Los Angeles, CA 90071');
  });

  it('names the platform of remote work', () => {
    const base = onSiteOffer();
    const remote = { ...base, project: { ...base.project, location: null, locationName: null, platform: 'zoom', platformName: 'Zoom' } };
    const place = offerDetailRows(remote, t, NEW_YORK).find((row) => row.key === 'place');
    expect(place).toEqual({ key: 'place', label: 'Platform', value: 'Zoom' });
  });
});

describe('jobDetailRows', () => {
  it('has nothing before acceptance', () => {
    expect(jobDetailRows(onSiteOffer(), t)).toEqual([]);
  });

  it('lists what the client wrote for the job, whom to meet on site and the company to ask; the address stays the Place', () => {
    const rows = jobDetailRows(onSiteOffer(true), t);
    expect(rows.map((row) => row.label)).toEqual(['Booking notes', 'On-site contact', 'Questions']);
    expect(rows[1]?.value).toBe('Maria Lopez, +12135550100');
    expect(rows[2]?.value).toContain('hello@verbalis.com');
    expect(offerDetailRows(onSiteOffer(true), t, NEW_YORK).find((row) => row.key === 'place')?.value).toBe(
      '350 S Grand Ave, Suite 4100, Los Angeles, CA 90071',
    );
  });

  it('never lists the client’s own email or telephone', () => {
    const rows = jobDetailRows(documentOffer({ state: 'accepted', job: jobFor({ instructions: [{ kind: 'nameSpellings', text: 'João Conceição' }] }) }), t);
    expect(rows.map((row) => row.key)).toEqual(['nameSpellings', 'questions']);
    expect(rows.map((row) => row.label)).not.toContain('Email');
  });
});
