/** docs/desktop-app.md#usage: days and months are Europe/Zurich's, as the practice lives them. */
const ZURICH_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/Zurich calendar day of an instant, as `YYYY-MM-DD`. */
export function zurichDay(at: Date): string {
  return ZURICH_DAY.format(at);
}

/** The first day of the Europe/Zurich calendar month of an instant, as `YYYY-MM-01`. */
export function zurichMonthStart(at: Date): string {
  return `${zurichDay(at).slice(0, 7)}-01`;
}
