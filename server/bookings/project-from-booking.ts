import { formatMinutes, type Quote } from '@/lib/pricing';
import { requiredCredentials } from '@/lib/promises/credentials';
import { getCredentialRegistry } from '@/lib/promises/credentials.server';
import type { BookingSetting } from '@/lib/validation';
import { professionalPayCents } from '../assignment/policy';
import type { NewProject } from '../assignment/projects';
import { workCents } from '../quotes/calculators';
import { clientContactOf } from '../quotes/project-from-quote';
import type { ParsedBooking } from './parse-booking';

/**
 * What a setting prefers in the interpreter: a certification that ranks first, and a
 * specialisation. What it requires is the promise registry's (`requiredCredentials`).
 */
const settingNeeds: Record<BookingSetting, { certifications: string[]; specialization: string | null }> = {
  legal: { certifications: ['court'], specialization: 'legal' },
  medical: { certifications: ['medical-interpreter'], specialization: 'medical' },
  'immigration-interview': { certifications: [], specialization: 'immigration' },
  business: { certifications: [], specialization: 'business' },
  conference: { certifications: ['conference-interpreter'], specialization: 'business' },
  education: { certifications: [], specialization: 'academic' },
  community: { certifications: [], specialization: null },
};

/** The project a booking becomes: due when the session starts. */
export function projectFromBooking(parsed: ParsedBooking, quote: Quote, bookingId: string): NewProject {
  const minutes = quote.billedMinutes ?? parsed.form.quote.durationMinutes;
  const base = {
    sourceKind: 'booking' as const,
    sourceId: bookingId,
    userType: 'interpreter' as const,
    sourceLanguage: parsed.form.quote.language,
    targetLanguage: 'english',
    minutes,
    startsAt: parsed.startsAt,
    timeZone: parsed.timeZone,
    deadline: parsed.startsAt,
    payCents: professionalPayCents(workCents(quote)),
    workCents: workCents(quote),
  };
  const contact = clientContactOf(parsed.form);
  if (parsed.kind === 'on-site') {
    const { quote: input, booking } = parsed.form;
    const address = [booking.address.street, booking.address.unit, `${booking.address.city}, ${booking.address.state} ${booking.address.zip}`]
      .filter((part) => part !== undefined && part !== '')
      .join(', ');
    return {
      ...base,
      ...settingNeeds[booking.setting],
      requiredCredentials: requiredCredentials(getCredentialRegistry().requirements, { service: 'on-site-interpretation', setting: booking.setting }),
      service: 'on-site-interpretation',
      location: input.location,
      volume: `${formatMinutes(minutes)}, ${input.mode ?? 'consecutive'}${(quote.interpreters ?? 1) > 1 ? `, ${quote.interpreters} interpreters` : ''}`,
      clientContact: {
        ...contact,
        address,
        onSiteContact: `${booking.onSiteContactName}, ${booking.onSiteContactPhone}`,
        ...(booking.notes ? { bookingNotes: booking.notes } : {}),
      },
    };
  }
  const { quote: input, booking } = parsed.form;
  return {
    ...base,
    service: 'remote-interpretation',
    platform: booking.platform,
    volume: `${formatMinutes(minutes)}, ${input.mode === 'scheduled' ? 'scheduled session' : input.mode === 'opi' ? 'phone, on demand' : 'video, on demand'}`,
    clientContact: {
      ...contact,
      ...(booking.meetingDetails ? { meetingDetails: booking.meetingDetails } : {}),
      ...(booking.notes ? { bookingNotes: booking.notes } : {}),
    },
  };
}
