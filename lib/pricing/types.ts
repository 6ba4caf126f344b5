import type { LanguageForm } from '../catalog/schema';
import type { PriceTables, Tier } from './table-schema';

export type ServiceId =
  | 'certified-translation'
  | 'standard-translation'
  | 'proofreading'
  | 'transcription'
  | 'portuguese-immigration'
  | 'on-site-interpretation'
  | 'remote-interpretation';

export type LineUnit = 'page' | 'word' | 'document' | 'minute' | 'hour' | 'half day' | 'full day' | 'order' | 'interpreter' | 'surcharge';

export interface QuoteLine {
  /** Stable id, unique within a quote: `service`, `expedited`, `apostille`, `doc-birth-certificate`... */
  id: string;
  label: string;
  quantity: number;
  unit: LineUnit;
  unitPriceCents: number;
  /** Rounded half up to the cent; for surcharges, a percentage of other lines (see `note`). */
  amountCents: number;
  note?: string;
}

/** Why a rule changed the price or the schedule, e.g. `{ rule: 'minimum-duration', message: '2-hour minimum...' }`. */
export interface QuoteReason {
  rule: string;
  message: string;
}

export interface Quote {
  service: ServiceId;
  currency: 'USD';
  lines: QuoteLine[];
  /** The sum of the line amounts. */
  totalCents: number;
  reasons: QuoteReason[];
  /**
   * Document services, for an order confirmed at the quote's time: business days counted, the due
   * date (ISO date, New York business calendar), the local time it is due by (`HH:mm`) and the
   * same moment as an ISO instant.
   */
  delivery?: { businessDays: number; date: string; time: string; dueAt: string };
  /** Interpretation: the minutes billed after minimums and increments. */
  billedMinutes?: number;
  interpreters?: number;
  /** ISO date-time after which the quote must be recomputed. */
  validUntil: string;
}

export type PricingErrorCode =
  | 'invalid_input'
  | 'unknown_language'
  | 'unknown_location'
  | 'unknown_platform'
  | 'unknown_country'
  | 'unknown_document_type'
  | 'rush_limit_exceeded'
  | 'turnaround_not_offered'
  | 'apostille_not_available'
  | 'unsupported_country'
  | 'date_in_past';

export interface PricingError {
  code: PricingErrorCode;
  /** A sentence a visitor can act on. */
  message: string;
  /** Field path (dot-separated, e.g. `documents.0.words`) → message, for form fields. */
  fields?: Record<string, string>;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; error: PricingError };

export type TravelZone = 1 | 2 | 3 | 4;

export interface LanguageInfo {
  name: string;
  tier: Tier;
  /**
   * What the language is (the catalog's `form`): a spoken-only language is not translated from or
   * into, a written-only one is not interpreted. English, which is every form, has none.
   */
  form?: LanguageForm;
}

export interface LocationInfo {
  name: string;
  /** IANA zone, e.g. `America/Chicago`. */
  timeZone: string;
  travelZone: TravelZone;
}

export interface PlatformInfo {
  name: string;
}

/** What the engine needs from the catalog and the clock; the catalog module provides it. */
export interface PricingContext {
  tables: PriceTables;
  language(slug: string): LanguageInfo | undefined;
  location(slug: string): LocationInfo | undefined;
  platform(slug: string): PlatformInfo | undefined;
  now: Date;
}
