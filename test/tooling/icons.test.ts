// The committed installer icons hold every size each target needs, as real PNG images.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ICNS_TYPES, ICON_SIZES } from '../../scripts/icons/pack'

const icons = resolve(__dirname, '../../resources/icons')

/** Width and height from a PNG's IHDR chunk (throws on anything that is not a PNG). */
function pngSize(png: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (!png.subarray(0, 8).equals(signature) || png.toString('ascii', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG')
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('installer icons', () => {
  it('has a PNG per Linux size, named by its size', () => {
    const files = readdirSync(join(icons, 'png')).sort()
    expect(files).toEqual(ICON_SIZES.linux.map((s) => `${s}x${s}.png`).sort())
    for (const size of ICON_SIZES.linux) {
      const png = readFileSync(join(icons, 'png', `${size}x${size}.png`))
      expect(pngSize(png)).toEqual({ width: size, height: size })
    }
  })

  it('has a Windows .ico whose directory matches the PNGs it holds', () => {
    const ico = readFileSync(join(icons, 'icon.ico'))
    expect(ico.readUInt16LE(2)).toBe(1)
    const count = ico.readUInt16LE(4)
    const sizes: number[] = []
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i
      const size = ico.readUInt8(entry) || 256
      const length = ico.readUInt32LE(entry + 8)
      const offset = ico.readUInt32LE(entry + 12)
      expect(pngSize(ico.subarray(offset, offset + length))).toEqual({ width: size, height: size })
      sizes.push(size)
    }
    expect(sizes).toEqual([...ICON_SIZES.ico])
  })

  it('has a macOS .icns with every size up to 1024 under its element type', () => {
    const icns = readFileSync(join(icons, 'icon.icns'))
    expect(icns.toString('ascii', 0, 4)).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    const found: string[] = []
    for (let at = 8; at < icns.length;) {
      const type = icns.toString('ascii', at, at + 4)
      const length = icns.readUInt32BE(at + 4)
      const { width } = pngSize(icns.subarray(at + 8, at + length))
      expect(ICNS_TYPES[width]).toBe(type)
      found.push(type)
      at += length
    }
    expect(found).toEqual(ICON_SIZES.icns.map((s) => ICNS_TYPES[s]))
  })
})
