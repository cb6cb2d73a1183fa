/**
 * The public holidays of every German state, by date ("YYYY-MM-DD") with their German names, computed
 * here (Easter by the Gregorian computus) so the checkout's date pickers need no holiday library;
 * german-holidays.test.ts holds them equal to feiertagejs's nationwide holidays, names included.
 */
const DAY_MS = 86_400_000;

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher), as a UTC midnight in milliseconds. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - Math.floor(b / 4) - g + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return Date.UTC(year, Math.floor(n / 31) - 1, (n % 31) + 1);
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The nationwide holidays of a year: "YYYY-MM-DD" → German name (as feiertagejs names them). */
export function nationwideHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => dayText(Date.UTC(year, month - 1, day));
  const fromEaster = (days: number) => dayText(easter + days * DAY_MS);
  return new Map([
    [fixed(1, 1), "Neujahrstag"],
    [fromEaster(-2), "Karfreitag"],
    [fromEaster(1), "Ostermontag"],
    [fixed(5, 1), "Tag der Arbeit"],
    [fromEaster(39), "Christi Himmelfahrt"],
    [fromEaster(50), "Pfingstmontag"],
    [fixed(10, 3), "Tag der Deutschen Einheit"],
    [fixed(12, 25), "1. Weihnachtstag"],
    [fixed(12, 26), "2. Weihnachtstag"],
  ]);
}
