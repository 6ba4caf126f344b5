'use client';

import { enUS } from 'date-fns/locale/en-US';
import { tr } from 'date-fns/locale/tr';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { aheadOf, firstDayPick, isoFromWallDate, nextSlot, timeZoneAbbreviation, wallDateAt, type DateTimeLocale } from './date-time-values';
import type { DateTimeLabels } from './date-time-labels';
import { fillTemplate } from './ui-messages';
import styles from './date-time-calendar.module.css';

// date-fns locales carry month and day names and the first day of the week (Monday in Turkish).
const dateLocales = { en: enUS, tr } as const;
for (const [code, dateLocale] of Object.entries(dateLocales)) registerLocale(code, dateLocale);

/**
 * react-datepicker's own container names itself in English ("Choose Date and Time"); the popover
 * around it is already the named dialog, so this one carries no name of its own.
 */
function CalendarFrame({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} translate="no">
      {children}
    </div>
  );
}

export interface DateTimeCalendarProps {
  /** The committed value (UTC ISO), where the draft starts. */
  value: string | undefined;
  timeZone: string;
  locale: DateTimeLocale;
  intervalMinutes: number;
  labels: DateTimeLabels;
  onCommit: (iso: string) => void;
  onCancel: () => void;
}

/**
 * The heavy half of DateTimePicker: react-datepicker's calendar and time list over a draft.
 * Nothing leaves until OK; days before today and times before now (in the zone) are disabled.
 */
export function DateTimeCalendar({ value, timeZone, locale, intervalMinutes, labels, onCommit, onCancel }: DateTimeCalendarProps) {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const now = useMemo(() => wallDateAt(nowMs, timeZone), [nowMs, timeZone]);
  const [draft, setDraft] = useState<Date | null>(() => (value ? wallDateAt(Date.parse(value), timeZone) : null));
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Keeps "now" current while the picker stays open, so times that pass become unavailable.
    const timer = window.setInterval(() => setNowMs(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    // The whole calendar, down to OK, comes into view (below the sticky header: html's scroll-padding),
    // once react-datepicker has sized its time list to the month (in the frame after mounting).
    const frame = requestAnimationFrame(() => rootRef.current?.scrollIntoView({ block: 'nearest' }));
    // Keyboard users land on the selected (or today's) day; the arrow keys move from there.
    rootRef.current?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]')?.focus({ preventScroll: true });
    return () => cancelAnimationFrame(frame);
  }, []);

  const ahead = draft !== null && draft.getTime() > now.getTime();
  const committed = draft && ahead ? isoFromWallDate(draft, timeZone) : undefined;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const zoneCaption = fillTemplate(labels.timeZone, {
    zone: timeZone,
    abbr: timeZoneAbbreviation(timeZone, committed ? Date.parse(committed) : nowMs, locale),
  });

  return (
    <div ref={rootRef} className={styles.calendar}>
      <DatePicker
        inline
        locale={locale}
        selected={draft}
        onChange={(picked: Date | null) => setDraft(picked ? aheadOf(picked, now, intervalMinutes) : null)}
        // Only day picks call onSelect (after onChange). A first one carries no chosen time yet.
        onSelect={(day: Date | null) => {
          if (day && !draft) setDraft(firstDayPick(day, now, intervalMinutes));
        }}
        openToDate={draft ?? nextSlot(now, intervalMinutes)}
        minDate={today}
        showTimeSelect
        timeIntervals={intervalMinutes}
        calendarContainer={CalendarFrame}
        timeCaption={labels.time}
        previousMonthButtonLabel={labels.previousMonth}
        previousMonthAriaLabel={labels.previousMonth}
        nextMonthButtonLabel={labels.nextMonth}
        nextMonthAriaLabel={labels.nextMonth}
        chooseDayAriaLabelPrefix={labels.chooseDay}
        disabledDayAriaLabelPrefix={labels.unavailableDay}
        monthAriaLabelPrefix={labels.month}
        filterTime={(time) => time.getTime() > now.getTime()}
        calendarStartDay={dateLocales[locale].options?.weekStartsOn}
      />
      <p className={styles.zone}>{zoneCaption}</p>
      {draft && !ahead ? <p className={styles.warning}>{labels.pickFuture}</p> : null}
      <div className={styles.actions}>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {labels.cancel}
        </button>
        <button type="button" className="button" disabled={!committed} onClick={() => committed && onCommit(committed)}>
          {labels.ok}
        </button>
      </div>
    </div>
  );
}
