/**
 * The shop's calendar: days in IST (no daylight saving, so a fixed offset), weeks from Monday.
 * Every boundary is an instant, so the queries compare timestamps and keep using their index.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 3600_000;

export interface Span {
  from: Date;
  to: Date;
}

export interface DashboardPeriods {
  today: Span;
  /** Yesterday up to the same time of day, so a morning is not measured against a whole day. */
  yesterday: Span;
  /** This week (from Monday 00:00 IST) so far. */
  week: Span;
  /** Last week up to the same weekday and time. */
  lastWeek: Span;
  /** The first moment of the oldest day of the series. */
  seriesFrom: Date;
  /** The series' days, oldest first, as YYYY-MM-DD in IST. */
  seriesDays: string[];
  /** The first moment of the oldest week of the delivery figures. */
  weeksFrom: Date;
  /** Those weeks' Mondays, oldest first, as YYYY-MM-DD in IST. */
  weeks: string[];
}

/** The IST calendar day of an instant, YYYY-MM-DD. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function dashboardPeriods(now: Date, seriesDays: number, weeks: number): DashboardPeriods {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const todayStart =
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - IST_OFFSET_MS;
  const sinceMidnight = now.getTime() - todayStart;
  const weekStart = todayStart - ((ist.getUTCDay() + 6) % 7) * DAY_MS;
  const sinceMonday = now.getTime() - weekStart;
  const seriesFrom = todayStart - (seriesDays - 1) * DAY_MS;
  const weeksFrom = weekStart - (weeks - 1) * 7 * DAY_MS;
  return {
    today: { from: new Date(todayStart), to: now },
    yesterday: {
      from: new Date(todayStart - DAY_MS),
      to: new Date(todayStart - DAY_MS + sinceMidnight),
    },
    week: { from: new Date(weekStart), to: now },
    lastWeek: {
      from: new Date(weekStart - 7 * DAY_MS),
      to: new Date(weekStart - 7 * DAY_MS + sinceMonday),
    },
    seriesFrom: new Date(seriesFrom),
    seriesDays: Array.from({ length: seriesDays }, (_, i) =>
      istDay(new Date(seriesFrom + i * DAY_MS)),
    ),
    weeksFrom: new Date(weeksFrom),
    weeks: Array.from({ length: weeks }, (_, i) => istDay(new Date(weeksFrom + i * 7 * DAY_MS))),
  };
}
