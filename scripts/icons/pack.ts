// Packs PNG images into the icon containers installers need: .ico (Windows) and .icns (macOS).
// Both formats accept PNG payloads as they are, so no pixel conversion happens here.

/** Sizes per target: Linux desktop icon themes, the Windows .ico, the macOS .icns. */
export const ICON_SIZES = {
  linux: [16, 32, 48, 64, 128, 256, 512],
  ico: [16, 24, 32, 48, 64, 128, 256],
  icns: [16, 32, 64, 128, 256, 512, 1024],
} as const

/** A square PNG image and its size in pixels. */
export interface SizedPng {
  size: number
  png: Buffer
}

/** Builds a Windows .ico holding each PNG (sizes up to 256; 256 is written as 0 by the format). */
export function packIco(images: readonly SizedPng[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    if (size > 256) throw new Error(`an .ico image cannot be ${size} px`)
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size === 256 ? 0 : size, 0)
    entry.writeUInt8(size === 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)])
}

/** The .icns element type that holds a PNG of each size (the @2x types for the large ones). */
export const ICNS_TYPES: Readonly<Record<number, string>> = {
  16: 'icp4',
  32: 'icp5',
  64: 'icp6',
  128: 'ic07',
  256: 'ic08',
  512: 'ic09',
  1024: 'ic10',
}

/** Builds a macOS .icns holding each PNG under its size's element type. */
export function packIcns(images: readonly SizedPng[]): Buffer {
  const elements = images.map(({ size, png }) => {
    const type = ICNS_TYPES[size]
    if (!type) throw new Error(`no .icns element for ${size} px`)
    const head = Buffer.alloc(8)
    head.write(type, 0, 'ascii')
    head.writeUInt32BE(png.length + 8, 4)
    return Buffer.concat([head, png])
  })
  const body = Buffer.concat(elements)
  const head = Buffer.alloc(8)
  head.write('icns', 0, 'ascii')
  head.writeUInt32BE(body.length + 8, 4)
  return Buffer.concat([head, body])
}
