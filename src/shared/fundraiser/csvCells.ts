// Writing a CSV a spreadsheet opens as the treasurer means it: UTF-8 with a byte order mark (Excel
// reads accents and Japanese right only with one), every field quoted, lines ended CRLF (RFC 4180),
// and no cell a spreadsheet would run as a formula (OWASP's CSV injection advice).

/** The characters a spreadsheet may take as the start of a formula (and their full-width forms). */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/u

/** An amount as csvAmount writes it: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/**
 * One field, quoted, with inner quotes doubled; a text that could start a formula gets a leading
 * apostrophe, so "=HYPERLINK(…)" typed as a guest's name stays text. Plain numbers are left as
 * they are: "-12.50" is a refund, not a formula.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** A record of fields. */
export function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(',')
}

/** A whole file: the byte order mark, then each record on its own CRLF-ended line. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((r) => `${csvRow(r)}\r\n`).join('')}`
}

/** Minor units as a decimal in the currency's digits, with a dot: 123456 and 2 give "1234.56". */
export function csvAmount(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : ''
  const units = String(Math.abs(minor))
  if (digits === 0) return `${sign}${units}`
  const padded = units.padStart(digits + 1, '0')
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`
}
