// Small real image headers for the slides' tests: a PNG's signature and IHDR chunk with its CRC, a
// JPEG's start, an APP0 segment and a frame header.
import { crc32 } from '../../../src/shared/slides'

/** A PNG's first bytes (signature, IHDR with its CRC, an empty IEND) for this size. */
export function pngBytes(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(8 + 25 + 12)
  const view = new DataView(bytes.buffer)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  view.setUint32(8, 13)
  bytes.set(new TextEncoder().encode('IHDR'), 12)
  view.setUint32(16, width)
  view.setUint32(20, height)
  bytes.set([8, 6, 0, 0, 0], 24)
  view.setUint32(29, crc32(bytes, 12, 29))
  bytes.set(new TextEncoder().encode('IEND'), 37)
  view.setUint32(41, crc32(bytes, 37, 41))
  return bytes
}

/** A JPEG's first bytes (SOI, a JFIF APP0 segment, a frame header `sof`) for this size. */
export function jpegBytes(width: number, height: number, sof = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]
  const frame = [0xff, sof, 0x00, 0x0b, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1]
  return new Uint8Array([0xff, 0xd8, ...app0, ...frame, 1, 0x11, 0, 0xff, 0xd9])
}
