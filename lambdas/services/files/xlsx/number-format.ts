/**
 * Number formats of an .xlsx: which ones show a date, and a date serial as dd/mm/yyyy. Follows the
 * rules of the SheetJS format library (SSF), which read these files before, so a cell reads the
 * same as it did.
 */

/** Excel's built-in formats that show dates or times (ids 14-22, 27-36, 45-47, 50-58). */
const BUILT_IN_DATE_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

export const isBuiltInDateFormat = (id: number): boolean => BUILT_IN_DATE_IDS.has(id);

/** Whether a format code shows a date or time: a d, m, y, h, s token outside quotes, escapes and number runs. */
export function isDateFormat(format: string): boolean {
  let i = 0;
  while (i < format.length) {
    const c = format.charAt(i);
    switch (c) {
      case 'G':
        i += format.slice(i, i + 7).toLowerCase() === 'general' ? 7 : 1;
        break;
      case '"':
        i = format.indexOf('"', i + 1);
        i = i < 0 ? format.length : i + 1;
        break;
      case '\\':
      case '_':
        i += 2;
        break;
      // B1 / B2 (Buddhist and Hijri years), and every other date letter.
      case 'B':
      case 'b':
      case 'M':
      case 'D':
      case 'Y':
      case 'H':
      case 'S':
      case 'E':
      case 'm':
      case 'd':
      case 'y':
      case 'h':
      case 's':
      case 'e':
      case 'g':
        return true;
      case 'A':
      case 'a':
        if (format.slice(i, i + 3).toUpperCase() === 'A/P' || format.slice(i, i + 5).toUpperCase() === 'AM/PM')
          return true;
        i += 1;
        break;
      case '[': {
        const end = format.indexOf(']', i);
        const inside = format.slice(i, end < 0 ? format.length : end + 1);
        // [h], [mm], [ss]: elapsed time. Colours and locales ([Red], [$-409]) are not dates.
        if (/^\[[HhMmSs]*\]$/.test(inside)) return true;
        i = end < 0 ? format.length : end + 1;
        break;
      }
      case '.':
      case '0':
      case '#':
        i += 1;
        while (i < format.length && '0#?.,E+-%'.includes(format.charAt(i))) i += 1;
        break;
      default:
        i += 1;
    }
  }
  return false;
}

const DAY_MS = 86_400_000;

/**
 * A date serial as dd/mm/yyyy (Excel's 1900 system, with its phantom 29 February 1900; or the
 * 1904 system of old Mac workbooks). The time of day is dropped, rounded to the second as SSF does.
 */
export function serialToDmy(serial: number, date1904 = false): string {
  let days = Math.floor(serial);
  const seconds = Math.round((serial - days) * 86_400);
  if (seconds >= 86_400) days += 1;
  if (date1904) days += 1462;
  if (days === 60) return '29/02/1900';
  // Serials before the phantom day count from 31/12/1899, after it from 30/12/1899.
  const base = days < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const d = new Date(base + days * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
}
