import trLabels from '@/locales/ui/date-time.tr.json';
import type { DateTimeLocale } from './date-time-values';
import { uiMessages } from './ui-messages';

/** Every word the date-time picker shows or names: its own and those it gives react-datepicker. */
export type DateTimeLabels = typeof uiMessages.dateTime;

/**
 * The picker's words in each calendar language, so that a Turkish calendar (month and day names
 * from date-fns) has Turkish buttons and screen-reader labels too. The type makes each language
 * carry every key English has.
 */
export const dateTimeLabels: Record<DateTimeLocale, DateTimeLabels> = { en: uiMessages.dateTime, tr: trLabels };
