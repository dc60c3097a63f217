// The table phones on paper: with phones on, table cards, tallies and score sheets carry each
// table's and guest's live link in words and as a QR code; with phones off, nothing of them.
// No QR decoder is installed: the codes are read from the rasterised pages (see qrReader).
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addPeople, startNight } from '../../../drivers/night-driver'
import { createMainContext, type MainContext } from '../../../../src/main/context'
import type { PdfNight } from '../../../../src/main/print/pdf'
import { DEFAULT_RULES } from '../../../../src/shared/bunco'
import { pdfTexts } from '../../../../src/shared/i18n/pdf'
import { wifiQrText } from '../../../../src/shared/phones/wifi'
import type { DocumentKind } from '../../../../src/shared/places'
import {
  LANGUAGES,
  PAPER_SIZES,
  type Language,
  type PaperSize,
} from '../../../../src/shared/settings'
import type { NightView } from '../../../../src/shared/views'
import { tempFolder } from '../../helpers'
import { buildNight, longNames } from './fixtures'
import { SCENARIOS } from './scenarios'
import { OUT, pdfInfo, pdfText, poppler, renderPage, renderPng, save, squash } from './poppler'
import { renderInspected } from './printed'
import { findQrs, raster, readQrs } from './qrReader'
import { baseUrl } from '../../../../src/main/phones/phonesContext'
import { enablePhones, stopServer } from '../../../../src/main/phones/serverLifecycle'
import { phonesStatus } from '../../../../src/main/phones/phonesStatus'
import { guestCode, revokeTableCode, tableCode } from '../../../../src/main/phones/tableCodes'

const open: MainContext[] = []
afterEach(async () => {
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

const LOOPBACK = () => [{ name: 'loopback', address: '127.0.0.1', likely: true }]

interface Party {
  ctx: MainContext
  night: NightView
  print(kind: DocumentKind, name: string): Promise<string>
}

/** A 12-guest night in play (three tables) with its phones on, printed through print:save. */
async function party(phones = true): Promise<Party> {
  let saved: Uint8Array | null = null
  const ctx = createMainContext({
    dataFolder: tempFolder(),
    locales: ['en-US'],
    version: '0.1.0',
    networkAddresses: LOOPBACK,
    hooks: {
      saveFile: async (file) => {
        saved = typeof file.content === 'string' ? Buffer.from(file.content) : file.content
        return { saved: true, path: file.fileName }
      },
    },
  })
  open.push(ctx)
  const call = (name: Parameters<typeof ctx.dispatch>[0], args: unknown) => ctx.dispatch(name, args)
  const ids = await addPeople(call, 12)
  const night = await startNight(call, ids, { seed: 21 })
  if (phones) await enablePhones(ctx.phones, night.id, '127.0.0.1', 0)
  return {
    ctx,
    night,
    async print(kind, name) {
      saved = null
      const outcome = await ctx.dispatch('print:save', { nightId: night.id, kind })
      expect(outcome.ok).toBe(true)
      if (!saved) throw new Error('nothing was saved')
      return save(`phones-${name}`, saved)
    },
  }
}

const tableLink = (p: Party, table: number): string =>
  `${baseUrl(p.ctx.phones, p.night.id)}p/#t=${tableCode(p.ctx.phones, p.night.id, table)}`
const guestLink = (p: Party, player: string): string =>
  `${baseUrl(p.ctx.phones, p.night.id)}p/#g=${guestCode(p.ctx.phones, p.night.id, player)}`

/** The text of one page. */
function pageText(path: string, page: number): string {
  return poppler('pdftotext', ['-enc', 'UTF-8', '-f', `${page}`, '-l', `${page}`, path, '-'])
    .toString('utf8')
    .replace(/\f/g, '')
}

describe('table phones on paper', () => {
  it('table cards: each card shows its table’s live link in words and as its QR code, both faces', async () => {
    const p = await party()
    const path = await p.print('tableCards', 'tableCards-en')
    renderPng(path, 'phones-tableCards-en')
    expect(pdfInfo(path).pages).toBe(3)
    const links = [1, 2, 3].map((t) => tableLink(p, t))
    for (let t = 1; t <= 3; t++) {
      const link = links[t - 1]!
      expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/#t=[A-Za-z0-9_-]{22}$/)
      expect(squash(pageText(path, t))).toContain(link)
      expect(squash(pageText(path, t))).toContain(squash(pdfTexts.en.phones.table))
      // the face and its upside-down copy for the other side of the table
      const read = readQrs(path, t, links, 25)
      expect(read).toEqual([link, link])
    }
  })

  it('table cards: the party’s Wi-Fi the host typed is printed as its QR code, both faces', async () => {
    const p = await party()
    const wifi = { name: 'Maison; Bunco', password: 'des:4,tous' }
    expect(await p.ctx.dispatch('phones:setWifi', wifi)).toMatchObject({ ok: true })
    const path = await p.print('tableCards', 'tableCards-wifi-en')
    const png = join(OUT, 'phones-tableCards-wifi-en')
    renderPage(path, png, 1, ['-png', '-r', '100'])
    const text = wifiQrText(wifi)
    expect(text).toBe('WIFI:T:WPA;S:Maison\\; Bunco;P:des\\:4\\,tous;;')
    expect(squash(pageText(path, 1))).toContain(squash('Wi-Fi: Maison; Bunco'))
    // the password is in the code only, never in words
    expect(pageText(path, 1)).not.toContain('tous')
    // in the card's corner: smaller than the table's, read from close by
    const read = readQrs(path, 1, [tableLink(p, 1), text], 15)
    expect(read.filter((r) => r === text)).toHaveLength(2)
    expect(read.filter((r) => r === tableLink(p, 1))).toHaveLength(2)
  })

  it('tallies: each table’s page shows its link on one line and its QR code', async () => {
    const p = await party()
    const path = await p.print('tallies', 'tallies-en')
    renderPng(path, 'phones-tallies-en')
    const links = [1, 2, 3].map((t) => tableLink(p, t))
    for (let t = 1; t <= 3; t++) {
      const text = pageText(path, t)
      expect(text).toContain(links[t - 1])
      for (const other of links) if (other !== links[t - 1]) expect(text).not.toContain(other)
      expect(readQrs(path, t, links, 20)).toEqual([links[t - 1]])
    }
  })

  it('score sheets: each guest’s sheet shows their own page’s link and QR code', async () => {
    const p = await party()
    const path = await p.print('scoreSheets', 'scoreSheets-en')
    renderPng(path, 'phones-scoreSheets-en')
    const players = p.ctx.store.state(p.night.id).guests
    expect(players).toHaveLength(12)
    const links = players.map((player) => guestLink(p, player))
    const text = pdfText(path)
    // a link too long for one line is split before its code, after the "#"
    for (const link of links) expect(squash(text)).toContain(link)
    expect(squash(text)).toContain(squash(pdfTexts.en.phones.guest))
    const pages = pdfInfo(path).pages
    const read: (string | null)[] = []
    for (let page = 1; page <= pages; page++) read.push(...readQrs(path, page, links, 18))
    expect(read.sort()).toEqual([...links].sort())
  })

  it('a revoked code is printed as the code that replaced it', async () => {
    const p = await party()
    const before = tableLink(p, 2)
    // as the host's New code does: the code revoked, then the board gives the table its new one
    revokeTableCode(p.ctx.phones, p.night.id, 2)
    await phonesStatus(p.ctx.phones, p.night.id)
    const after = tableLink(p, 2)
    expect(after).not.toBe(before)
    const path = await p.print('tallies', 'tallies-revoked')
    expect(pageText(path, 2)).toContain(after)
    expect(pdfText(path)).not.toContain(before)
    expect(readQrs(path, 2, [before, after], 20)).toEqual([after])
  })

  it('with phones off nothing of them is printed', async () => {
    const p = await party(false)
    for (const kind of ['tableCards', 'tallies', 'scoreSheets'] as const) {
      const path = await p.print(kind, `${kind}-off`)
      const text = pdfText(path)
      expect(text).not.toContain('/p/#')
      expect(text).not.toContain('http')
      expect(squash(text)).not.toContain(squash(pdfTexts.en.phones.table))
      expect(squash(text)).not.toContain(squash(pdfTexts.en.phones.guest))
      expect(findQrs(raster(path, 1))).toEqual([])
    }
  })

  it('prints the Japanese call to scan beside the same links', async () => {
    const p = await party()
    await p.ctx.dispatch('settings:set', { language: 'ja', paperSize: 'a4' })
    const ja = pdfTexts.ja.phones
    for (const kind of ['tableCards', 'tallies', 'scoreSheets'] as const) {
      const path = await p.print(kind, `${kind}-ja`)
      renderPng(path, `phones-${kind}-ja`)
      const text = squash(pdfText(path))
      expect(text).toContain(squash(kind === 'scoreSheets' ? ja.guest : ja.table))
      if (kind !== 'scoreSheets') expect(text).toContain(tableLink(p, 1))
    }
  })

  // the longest address a home network gives, and codes with the letters easiest to confuse
  const stub = (night: PdfNight): PdfNight => ({
    ...night,
    phones: {
      table: (n) => `http://192.168.100.200:47321/p/#t=Il1O0-_${String(n).padStart(15, 'x')}`,
      guest: (p) => `http://192.168.100.200:47321/p/#g=Il1O0-_${p.padStart(15, 'y')}`,
    },
  })
  const KINDS = ['tableCards', 'tallies', 'scoreSheets'] as const

  /** The texts a document cut short (ellipsis), and its bytes. */
  async function cut(night: PdfNight, kind: DocumentKind, language: Language, paper: PaperSize) {
    const { bytes, drawn } = await renderInspected(kind, night, { language, paper })
    return { bytes, cut: new Set(drawn.filter((d) => d.truncated).map((d) => d.text)) }
  }

  const cases = LANGUAGES.flatMap((language) => PAPER_SIZES.map((paper) => ({ language, paper })))

  it.each(cases)(
    'in $language on $paper the codes fit: no text cut that was whole without them, codes read',
    async ({ language, paper }) => {
      const scenario = SCENARIOS[language]
      const night = buildNight({
        names: scenario.names,
        rules: { ...DEFAULT_RULES, ...scenario.rules },
        rounds: 2,
      })
      for (const kind of KINDS) {
        const off = await cut(night, kind, language, paper)
        const on = await cut(stub(night), kind, language, paper)
        expect(
          [...on.cut].filter((t) => !off.cut.has(t)),
          kind,
        ).toEqual([])
        const path = save(`phones-${kind}-${language}-${paper}`, on.bytes)
        const text = pdfText(path)
        const link = kind === 'scoreSheets' ? null : stub(night).phones!.table(1)!
        if (link) expect(squash(text)).toContain(link)
        // page 1: table 1 (both faces of a card), or the first sheets
        const links =
          kind === 'scoreSheets'
            ? night.state.guests.map((g) => stub(night).phones!.guest(g)!)
            : [link!]
        const read = readQrs(path, 1, links, kind === 'tableCards' ? 25 : 20)
        expect(read.length, kind).toBeGreaterThan(0)
        expect(read, kind).not.toContain(null)
      }
    },
  )

  it('forty guests with the longest names: nothing cut that was whole without phones', async () => {
    const night = buildNight({ names: longNames(), rounds: 3, rules: { recordWipeouts: true } })
    for (const language of ['en', 'ja'] as const) {
      for (const kind of KINDS) {
        const off = await cut(night, kind, language, 'letter')
        const on = await cut(stub(night), kind, language, 'letter')
        expect(
          [...on.cut].filter((t) => !off.cut.has(t)),
          `${kind} ${language}`,
        ).toEqual([])
        save(`phones-long-${kind}-${language}`, on.bytes)
      }
    }
  })

  it('alone at one table (individual play): the same, on a landscape tally', async () => {
    const night = buildNight({
      names: ['Ann', 'Bob', 'Zoë'],
      rules: { play: 'individual', sets: 2 },
    })
    for (const language of LANGUAGES) {
      for (const kind of KINDS) {
        const off = await cut(night, kind, language, 'letter')
        const on = await cut(stub(night), kind, language, 'letter')
        expect(
          [...on.cut].filter((t) => !off.cut.has(t)),
          `${kind} ${language}`,
        ).toEqual([])
        if (language === 'en' && kind !== 'scoreSheets') {
          const path = save(`phones-individual-${kind}`, on.bytes)
          const link = stub(night).phones!.table(1)!
          expect(squash(pdfText(path))).toContain(link)
          expect(readQrs(path, 1, [link], kind === 'tableCards' ? 25 : 20)).not.toContain(null)
        }
      }
    }
  })
})
