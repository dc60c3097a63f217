// An image slide is checked by its bytes, never its file name: a PNG's signature and its header
// chunk (with its CRC), or a JPEG's start marker and its frame header, give the type and size.

/** The image types a slide may carry. */
export const SLIDE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const
/** One of SLIDE_IMAGE_TYPES. */
export type SlideImageType = (typeof SLIDE_IMAGE_TYPES)[number]

/** What an image's header says: its type and its size in pixels. */
export interface ImageInfo {
  type: SlideImageType
  width: number
  height: number
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function u16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0)
}

function u32(bytes: Uint8Array, at: number): number {
  return u16(bytes, at) * 0x10000 + u16(bytes, at + 2)
}

let crcTable: Uint32Array | null = null

/** The CRC-32 PNG chunks carry (ISO 3309), of bytes [from, to). */
export function crc32(bytes: Uint8Array, from = 0, to = bytes.length): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable[n] = c >>> 0
    }
  }
  let crc = 0xffffffff
  for (let i = from; i < to; i++)
    crc = (crcTable[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function pngInfo(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 33 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return null
  // the first chunk must be IHDR, 13 bytes long, with a matching CRC
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16))
  if (u32(bytes, 8) !== 13 || ihdr !== 'IHDR') return null
  if (crc32(bytes, 12, 29) !== u32(bytes, 29)) return null
  const width = u32(bytes, 16)
  const height = u32(bytes, 20)
  return width > 0 && height > 0 ? { type: 'image/png', width, height } : null
}

// the frame headers that carry a JPEG's size (SOF0–SOF15 but DHT, JPG and DAC)
function isFrameHeader(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
}

function jpegInfo(bytes: Uint8Array): ImageInfo | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    // fill bytes, and markers that stand alone (no length)
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    // the image data or its end before any frame header: no size to read
    if (marker === 0xd9 || marker === 0xda) return null
    const length = u16(bytes, at + 2)
    if (length < 2) return null
    if (isFrameHeader(marker)) {
      if (length < 7 || at + 9 > bytes.length) return null
      const height = u16(bytes, at + 5)
      const width = u16(bytes, at + 7)
      return width > 0 && height > 0 ? { type: 'image/jpeg', width, height } : null
    }
    at += 2 + length
  }
  return null
}

/** The type and size an image's bytes declare; null when they are not a PNG or a JPEG. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  return pngInfo(bytes) ?? jpegInfo(bytes)
}
