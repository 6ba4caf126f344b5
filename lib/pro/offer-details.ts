import type { OfferView } from '@/lib/api/offers';
import { formatCents } from '@/lib/pricing/format';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';

/** One line of the offer's description list. */
export interface DetailRow {
  key: string;
  label: string;
  value: string;
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * An instant as the professional should read it, in the zone where it happens, with the zone's
 * name: "Wednesday, June 10, 2026 at 2:00 PM EDT". An unknown zone falls back to `fallbackZone`.
 */
export function formatOfferTime(iso: string, timeZone: string, fallbackZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  try {
    return formatZonedDateTime(instant, timeZone);
  } catch {
    return formatZonedDateTime(instant, fallbackZone);
  }
}

/** "Spanish into English"; one language when the work stays in it (proofreading, transcription). */
export function languagesLabel(project: OfferView['project'], t: Translate): string {
  if (project.sourceLanguage === project.targetLanguage) return project.sourceLanguageName;
  return t('languagePair', { source: project.sourceLanguageName, target: project.targetLanguageName });
}

/**
 * Where the work happens. On site, the city until the offer is accepted and the full address
 * after; remote, the platform; document work has no place.
 */
export function placeLabel(view: OfferView): string | undefined {
  const { project, job } = view;
  if (project.location !== null) return job?.onSite?.address ?? project.locationName ?? project.location;
  if (project.platform !== null) return project.platformName ?? project.platform;
  return undefined;
}

/**
 * The project as the panel lists it. `timeZone` is the business time zone that document
 * deadlines are set in; interpreting is shown in the zone of the assignment.
 */
export function offerDetailRows(view: OfferView, t: Translate, timeZone: string): DetailRow[] {
  const { project } = view;
  const zone = project.timeZone ?? timeZone;
  const place = placeLabel(view);
  const rows: (DetailRow | undefined)[] = [
    { key: 'reference', label: t('labels.reference'), value: project.reference },
    { key: 'service', label: t('labels.service'), value: project.serviceName },
    { key: 'languages', label: t('labels.languages'), value: languagesLabel(project, t) },
    { key: 'volume', label: t('labels.volume'), value: project.volume },
    project.startsAt === null ? undefined : { key: 'startsAt', label: t('labels.startsAt'), value: formatOfferTime(project.startsAt, zone, timeZone) },
    place === undefined ? undefined : { key: 'place', label: t(project.location !== null ? 'labels.place' : 'labels.platform'), value: place },
    // An interpreting assignment is due when it starts; a second line would say the same.
    project.startsAt === project.deadline
      ? undefined
      : { key: 'deadline', label: t('labels.deadline'), value: formatOfferTime(project.deadline, zone, timeZone) },
    { key: 'pay', label: t('labels.pay'), value: formatCents(project.payCents) },
  ];
  return rows.filter((row) => row !== undefined);
}

/**
 * What the job needs, once the offer is accepted; nothing before: what the client wrote for the
 * professional, whom to meet on site (the address stands in the Place line) and the company's
 * contact for questions. The client's own email and telephone are not given to professionals.
 */
export function jobDetailRows(view: OfferView, t: Translate): DetailRow[] {
  const { job } = view;
  if (job === null) return [];
  const onSiteContact = job.onSite?.contact;
  return [
    ...job.instructions.map(({ kind, text }) => ({ key: kind, label: t(`job.${kind}`), value: text })),
    ...(onSiteContact === undefined || onSiteContact === null ? [] : [{ key: 'onSiteContact', label: t('job.onSiteContact'), value: onSiteContact }]),
    {
      key: 'questions',
      label: t('job.questions'),
      value: t('job.questionsValue', { name: job.company.name, email: job.company.email, phone: job.company.phoneDisplay }),
    },
  ];
}
