import QRCode from 'qrcode'

/** A QR code of `text` as an SVG data URL (for an <img>, under the CSP's img-src data:). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
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
