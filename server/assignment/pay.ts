import type { ProfessionalRates } from '@/lib/api/contract/admin-records';
import type { Quote } from '@/lib/pricing';
import { workCents } from '../quotes/calculators';
import { professionalPayCents } from './policy';
import type { UserType } from '../db/schema';

interface Job {
  userType: UserType;
  words: number | null;
  minutes: number | null;
}

/**
 * The professional's pay for a job from their own rate, in the unit the rate names: words for
 * translators and proofreaders, hours for interpreters (prorated by the minute), audio minutes
 * for transcribers. Null when they have no rate in that unit or the job isn't measured in it
 * (an immigration package is priced per document and has no word count).
 */
export function payFromRate(rates: ProfessionalRates, job: Job): number | null {
  const positive = (n: number | null) => (n !== null && n > 0 ? n : null);
  switch (job.userType) {
    case 'translator':
    case 'proofreader': {
      const words = positive(job.words);
      return words === null || rates.perWordCents === undefined ? null : words * rates.perWordCents;
    }
    case 'interpreter': {
      const minutes = positive(job.minutes);
      return minutes === null || rates.perHourCents === undefined ? null : Math.round((minutes * rates.perHourCents) / 60);
    }
    case 'transcriber': {
      const minutes = positive(job.minutes);
      return minutes === null || rates.perMinuteCents === undefined ? null : minutes * rates.perMinuteCents;
    }
  }
}

/**
 * What an offer pays: the professional's own rate times the job's volume. When that can't be
 * computed (no rate in the job's unit, or a job not measured in one) the professional is still
 * offered the job, at the pay the project states (staff see it on the project), rather than
 * being left out of work they may be the only match for.
 */
export function offerPayCents(rates: ProfessionalRates, project: Job & { payCents: number }): number {
  return payFromRate(rates, project) ?? project.payCents;
}

/**
 * What an interpreter is paid for a session as it actually ran: their own rate for the minutes
 * the client is billed for, or, without an hourly rate, the share of the work in the final quote
 * that their offer's pay was of the booked one. Never the client's amount.
 */
export function completionPayCents(rates: ProfessionalRates, job: Job, finalQuote: Quote): number {
  const minutes = finalQuote.billedMinutes ?? job.minutes;
  return payFromRate(rates, { ...job, minutes }) ?? professionalPayCents(workCents(finalQuote));
}
