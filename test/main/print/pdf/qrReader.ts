// Reads the QR codes printed on a PDF page without a QR decoder: the page is rasterised by
// poppler and each code's modules are read at their centres (found by the three finder
// patterns), to compare with a link's own modules.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { qrModules } from '../../../../src/main/phones/qr'
import { OUT, renderPage } from './poppler'

export interface Grey {
  width: number
  height: number
  dark: Uint8Array
}

/** One page rasterised by pdftoppm (grey, no anti-aliasing), as dark (1) or light (0) pixels. */
export function raster(path: string, page: number, dpi = 200): Grey {
  const base = join(OUT, `raster-${process.pid}`)
  renderPage(path, base, page, ['-gray', '-aa', 'no', '-aaVector', 'no', '-r', `${dpi}`])
  const pgm = readFileSync(`${base}.pgm`)
  rmSync(`${base}.pgm`)
  // P5 <width> <height> <max>\n then one byte per pixel
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'))
  if (!header) throw new Error('not a PGM')
  const width = Number(header[1])
  const height = Number(header[2])
  const pixels = pgm.subarray(header[0].length)
  const dark = new Uint8Array(width * height)
  for (let i = 0; i < dark.length; i++) dark[i] = (pixels[i] ?? 255) < 128 ? 1 : 0
  return { width, height, dark }
}

interface Blob {
  x0: number
  y0: number
  x1: number
  y1: number
  count: number
}

/** Connected groups of dark pixels (4-neighbours), with their boxes. */
function blobs(img: Grey): Blob[] {
  const { width, height, dark } = img
  const seen = new Uint8Array(width * height)
  const stack = new Int32Array(width * height)
  const found: Blob[] = []
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue
    const b: Blob = { x0: width, y0: height, x1: 0, y1: 0, count: 0 }
    let top = 0
    stack[top++] = start
    seen[start] = 1
    while (top > 0) {
      const i = stack[--top]!
      const x = i % width
      const y = (i - x) / width
      b.count++
      if (x < b.x0) b.x0 = x
      if (x > b.x1) b.x1 = x
      if (y < b.y0) b.y0 = y
      if (y > b.y1) b.y1 = y
      const next = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]
      for (const j of next) {
        if (j >= 0 && j < dark.length && dark[j] && !seen[j]) {
          seen[j] = 1
          stack[top++] = j
        }
      }
    }
    found.push(b)
  }
  return found
}

const at = (img: Grey, x: number, y: number): boolean =>
  img.dark[Math.round(y) * img.width + Math.round(x)] === 1

/** Whether a square box holds a finder pattern: dark ring, light ring, dark 3 × 3 centre. */
function isFinder(img: Grey, b: Blob): boolean {
  const m = (b.x1 - b.x0 + 1) / 7
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3))
      const want = ring !== 2
      if (at(img, b.x0 + (c + 0.5) * m, b.y0 + (r + 0.5) * m) !== want) return false
    }
  }
  return true
}

/** A QR code found on the page: its modules as read, upright, and whether it was upside down. */
export interface Found {
  modules: boolean[][]
  upsideDown: boolean
  /** Dark pixels in the four-module quiet zone around it (should be none). */
  noise: number
  /** Its printed width in mm (at the raster's dpi). */
  mm: number
}

/** Every QR code on a rasterised page, upright or turned by 180° (a tent card's back). */
export function findQrs(img: Grey, dpi = 200): Found[] {
  const finders = blobs(img).filter((b) => {
    const w = b.x1 - b.x0 + 1
    const h = b.y1 - b.y0 + 1
    return w >= 14 && Math.abs(w - h) <= Math.max(2, w * 0.08) && isFinder(img, b)
  })
  const near = (a: number, b: number, tol: number): boolean => Math.abs(a - b) <= tol
  const out: Found[] = []
  for (const a of finders) {
    const w = a.x1 - a.x0 + 1
    const tol = Math.max(2, w * 0.1)
    const same = finders.filter((f) => f !== a && near(f.x1 - f.x0 + 1, w, tol))
    for (const upsideDown of [false, true]) {
      // upright: a is the top left finder, another to its right and one below it;
      // turned: a is the bottom right one, another to its left and one above it
      const side = same.find(
        (f) => near(f.y0, a.y0, tol) && (upsideDown ? f.x0 < a.x0 : f.x0 > a.x0),
      )
      const other = same.find(
        (f) => near(f.x0, a.x0, tol) && (upsideDown ? f.y0 < a.y0 : f.y0 > a.y0),
      )
      if (!side || !other) continue
      const x0 = Math.min(a.x0, side.x0)
      const x1 = Math.max(a.x1, side.x1)
      const y0 = Math.min(a.y0, other.y0)
      const y1 = Math.max(a.y1, other.y1)
      if (!near(x1 - x0, y1 - y0, tol)) continue
      // a QR code is 17 + 4 × version modules wide: the nearest such width to the estimate
      const n = 17 + 4 * Math.round(((x1 - x0 + 1) * 7) / w / 4 - 17 / 4)
      const m = (x1 - x0 + 1) / n
      let modules = Array.from({ length: n }, (_, r) =>
        Array.from({ length: n }, (_, c) => at(img, x0 + (c + 0.5) * m, y0 + (r + 0.5) * m)),
      )
      if (upsideDown) modules = modules.reverse().map((row) => row.reverse())
      // the quiet zone: four modules all round, a pixel in from the code's edge
      let noise = 0
      const q = 4 * m
      for (let y = Math.floor(y0 - q); y <= Math.ceil(y1 + q); y++) {
        for (let x = Math.floor(x0 - q); x <= Math.ceil(x1 + q); x++) {
          const inside = x >= x0 - 1 && x <= x1 + 1 && y >= y0 - 1 && y <= y1 + 1
          if (!inside && at(img, x, y)) noise++
        }
      }
      out.push({ modules, upsideDown, noise, mm: ((x1 - x0 + 1) / dpi) * 25.4 })
    }
  }
  return out
}

/**
 * The QR codes of one page, each as the link among `links` whose modules it shows exactly;
 * each is at least `minMm` wide with its quiet zone clear.
 */
export function readQrs(
  path: string,
  page: number,
  links: readonly string[],
  minMm: number,
): (string | null)[] {
  const found = findQrs(raster(path, page))
  for (const f of found) {
    expect(f.noise, 'quiet zone').toBe(0)
    // one pixel of the raster's rounding
    expect(f.mm).toBeGreaterThanOrEqual(minMm - 25.4 / 200)
  }
  return found.map(
    (f) =>
      links.find((link) => JSON.stringify(qrModules(link)) === JSON.stringify(f.modules)) ?? null,
  )
}
