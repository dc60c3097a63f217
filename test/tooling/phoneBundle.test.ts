// The page the table phones open, as built for this run (test/build-once.ts): small enough for an
// old phone on a busy Wi-Fi, only its own files (the CSP allows nothing inline), and old-browser
// syntax (Safari 15, Chrome 100).
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PHONE_TARGETS } from '../../electron.vite.config'

const folder = join(resolve(__dirname, '../..'), 'out/phone')
const assets = readdirSync(join(folder, 'assets'))

describe('the phone page bundle', () => {
  it('ships at most 60 KB of JavaScript, gzipped', () => {
    const js = assets.filter((f) => f.endsWith('.js'))
    expect(js.length).toBeGreaterThan(0)
    const bytes = js.reduce(
      (sum, f) => sum + gzipSync(readFileSync(join(folder, 'assets', f)), { level: 9 }).length,
      0,
    )
    expect(bytes).toBeLessThanOrEqual(60 * 1024)
  })

  it('loads only its own files: no inline script or style, no other host', () => {
    const html = readFileSync(join(folder, 'index.html'), 'utf8')
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toMatch(/<style|style=/)
    expect(html).not.toMatch(/https?:\/\//)
    for (const m of html.matchAll(/(?:src|href)="([^"]+)"/g)) expect(m[1]).toMatch(/^\/p\/assets\//)
  })

  it('is built for Safari 15 and Chrome 100', () => {
    expect(PHONE_TARGETS).toEqual(['safari15', 'chrome100'])
    const js = assets
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(folder, 'assets', f), 'utf8'))
      .join('\n')
    // syntax those browsers lack (the build lowers it)
    expect(js).not.toMatch(/\?\?=|\|\|=|&&=/)
    expect(js).not.toMatch(/\bstatic\s*\{/)
    // and APIs Safari 15.0 lacks (15.4 added them), which no build step adds
    expect(js).not.toMatch(/\.at\(-?\d|\.findLast(Index)?\(|Object\.hasOwn\(|structuredClone\(/)
  })
})
