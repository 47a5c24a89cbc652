/**
 * The dashboards' date formats, from Intl rather than a date library: two patterns do
 * not justify ~20 kB of date-fns. Parts are assembled by hand because ICU versions
 * differ in the literals between them (Chromium puts a narrow no-break space before
 * "PM"), and the spec's patterns are fixed. Times are in the viewer's time zone unless
 * `timeZone` says otherwise (tests pin it).
 */

type DateInput = string | number | Date;

interface ZoneOption {
  timeZone?: string;
}

function partsOf(input: DateInput, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-US', options).formatToParts(new Date(input));
  return (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
}

/** 'MMM d, yyyy': "Nov 21, 2026". */
export function formatDate(input: DateInput, { timeZone }: ZoneOption = {}): string {
  const part = partsOf(input, { month: 'short', day: 'numeric', year: 'numeric', timeZone });
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

/** 'MMM d, h:mm a': "Nov 21, 3:05 PM". */
export function formatDateTime(input: DateInput, { timeZone }: ZoneOption = {}): string {
  const part = partsOf(input, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  });
  return `${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/** 'MMM d, yyyy, h:mm:ss a': "Nov 21, 2026, 3:05:09 PM", for records read later (audit, mail). */
export function formatTimestamp(input: DateInput, { timeZone }: ZoneOption = {}): string {
  const part = partsOf(input, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
    timeZone,
  });
  return `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')}:${part('second')} ${part('dayPeriod')}`;
}

/** Whether `input` falls in the same calendar month as `now`, in the viewer's time zone. */
export function isInMonthOf(input: DateInput, now: Date, { timeZone }: ZoneOption = {}): boolean {
  const monthOf = (date: DateInput) => {
    const part = partsOf(date, { year: 'numeric', month: 'numeric', timeZone });
    return `${part('year')}-${part('month')}`;
  };
  return monthOf(input) === monthOf(now);
}
