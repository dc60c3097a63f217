import QRCode from 'qrcode'

// the phones' status is read on every change of the night and shows one code per table (about
// 3 ms each to draw); a table's link changes only with a new code or address, so each is drawn once
const drawn = new Map<string, string>()
const KEPT = 256

/** A QR code of `text` as an SVG data URL (for an <img>, under the CSP's img-src data:). */
export async function qrDataUrl(text: string): Promise<string> {
  const kept = drawn.get(text)
  if (kept) return kept
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  if (drawn.size >= KEPT) drawn.clear()
  drawn.set(text, url)
  return url
}

/** The QR code's modules (true = dark), for drawing it on a PDF page. */
export function qrModules(text: string): boolean[][] {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const rows: boolean[][] = []
  for (let y = 0; y < size; y++) {
    const row: boolean[] = []
    for (let x = 0; x < size; x++) row.push(qr.modules.get(y, x) === 1)
    rows.push(row)
  }
  return rows
}
