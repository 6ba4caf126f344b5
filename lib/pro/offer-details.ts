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
  const { project, client } = view;
  if (project.location !== null) return client?.address ?? project.locationName ?? project.location;
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
    place === undefined
      ? undefined
      : { key: 'place', label: t(project.location !== null ? 'labels.place' : 'labels.platform'), value: place },
    // An interpreting assignment is due when it starts; a second line would say the same.
    project.startsAt === project.deadline ? undefined : { key: 'deadline', label: t('labels.deadline'), value: formatOfferTime(project.deadline, zone, timeZone) },
    { key: 'pay', label: t('labels.pay'), value: formatCents(project.payCents) },
  ];
  return rows.filter((row) => row !== undefined);
}

/** The client's details in this order; anything the server adds later is listed after them. */
const clientOrder = [
  'name',
  'email',
  'telephone',
  'preferredContactMethod',
  'nameSpellings',
  'address',
  'onSiteContact',
  'meetingDetails',
  'bookingNotes',
  'notes',
] as const;

/**
 * The client's details once the offer is accepted; none before. The on-site address is left
 * out: it already stands in the project's Place line.
 */
export function clientDetailRows(view: OfferView, t: Translate): DetailRow[] {
  const { client } = view;
  if (client === null) return [];
  const known = new Set<string>(clientOrder);
  const shownAsPlace = (key: string) => key === 'address' && view.project.location !== null;
  const ordered = clientOrder.filter((key) => client[key] !== undefined && client[key] !== '' && !shownAsPlace(key));
  const extra = Object.keys(client).filter((key) => !known.has(key) && client[key] !== '');
  return [
    ...ordered.map((key) => ({ key, label: t(`client.${key}`), value: client[key] ?? '' })),
    ...extra.map((key) => ({ key, label: key, value: client[key] ?? '' })),
  ];
}
