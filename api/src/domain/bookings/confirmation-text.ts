// Reading the pieces a confirmation e-mail prints: its text without markup, dates in the ways
// airlines and booking sites write them, clock times, and "Label: value" lines.

/** Markup a pasted or uploaded message may carry, reduced to its text; scripts and styles go with their content. */
export function plainText(message: string): string {
  if (!/<[a-z!/][^>]*>/i.test(message)) return message.replace(/\r\n?/g, '\n');
  return message
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(br|\/p|\/div|\/tr|\/li|\/h\d)\b[^>]*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\r\n?/g, '\n');
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, monthName: string, day: number): string | null {
  const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase()) + 1;
  if (month === 0 || day < 1 || day > 31 || year < 2000 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // 31 Feb and the like roll over into the next month: not a date.
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** The first date in `text` as YYYY-MM-DD: "Tue 01 Dec 2026", "15 January 2027", "December 1, 2026" or "2026-12-01". */
export function findDate(text: string): string | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  const dayFirst = /\b(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b/.exec(text);
  const monthFirst = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/.exec(text);
  const candidates = [
    iso && { at: iso.index, date: isoDate(Number(iso[1]), MONTHS[Number(iso[2]) - 1] ?? '', Number(iso[3])) },
    dayFirst && { at: dayFirst.index, date: isoDate(Number(dayFirst[3]), dayFirst[2]!, Number(dayFirst[1])) },
    monthFirst && { at: monthFirst.index, date: isoDate(Number(monthFirst[3]), monthFirst[1]!, Number(monthFirst[2])) },
  ].filter((found): found is { at: number; date: string } => Boolean(found?.date));
  return candidates.sort((a, b) => a.at - b.at)[0]?.date ?? null;
}

/** A clock time as HH:MM: "08:05", "8:05 PM", "20:05H". */
export function toClock(text: string): string | null {
  const match = /\b(\d{1,2}):(\d{2})\s*([AaPp][Mm])?/.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The date `days` after an ISO date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The value after `label` and a colon or spaces on its line: `Booking ID: 123` → "123". */
export function labelled(text: string, label: RegExp): string | null {
  const match = new RegExp(`^[ \\t]*(?:${label.source})[ \\t]*(?::|[ \\t]{2,})[ \\t]*(.+?)[ \\t]*$`, 'im').exec(text);
  return match?.[1] ?? null;
}

/** A terminal named on a line: "Terminal 1" → "1". */
export const terminalIn = (line: string) => /\bTerminal\s+([A-Z0-9]{1,3})\b/i.exec(line)?.[1];
