// An iCalendar file (RFC 5545) written by the letter: CRLF line ends, TEXT values escaped
// (backslash, semicolon, comma, line breaks), lines folded at 75 octets without ever cutting a
// character in two, all-day events as a DATE start and the next day as their end.

/** One all-day event of the calendar. */
export interface IcsEvent {
  uid: string
  /** The day, as "2026-02-03". */
  date: string
  summary: string
  description?: string
  location?: string
}

const LIMIT = 75

/** A TEXT value as RFC 5545 writes it (section 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A content line folded at 75 octets (section 3.1): each next line begins with a space. */
export function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8')
    // the first line holds 75 octets; each next one a space and 74
    if (octets + size > LIMIT) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += ch
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n')
}

const day = (date: string): string => date.replace(/-/g, '')

/** The day after a date ("2026-12-31" → "20270101"). */
function nextDay(date: string): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10).replace(/-/g, '')
}

/** A calendar of all-day events, named `name`, stamped at `now`. */
export function icsCalendar(name: string, events: readonly IcsEvent[], now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bunco Night//Club schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${escapeText(e.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${day(e.date)}`,
      `DTEND;VALUE=DATE:${nextDay(e.date)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}
