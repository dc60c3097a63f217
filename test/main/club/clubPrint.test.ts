// A club's printables through main's contract: a played season's report with its totals to the
// cent, its schedule opened to print, and a club night's results carrying its payouts.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../src/shared/bunco'
import { formatMoney } from '../../../src/shared/bunco/money'
import type { ClubView, SeasonReport } from '../../../src/shared/club'
import { pdfTexts } from '../../../src/shared/i18n/pdf'
import type { NightView } from '../../../src/shared/views'
import { createMainContext } from '../../../src/main/context'
import { addPeople, must, type Call } from '../../drivers/night-driver'
import { clubSeason, playScheduled } from '../../drivers/club-driver'
import { pdfText, save } from '../print/pdf/poppler'
import { tempFolder } from '../helpers'

const MONEY = {
  currency: 'EUR',
  buyIn: 500,
  dues: 0,
  shares: [
    { prize: 'mostWins' as const, percent: 50 },
    { prize: 'mostBuncos' as const, percent: 30 },
    { prize: 'mostLosses' as const, percent: 15 },
  ],
  unclaimed: 'carry' as const,
}

/** A German host's store whose saved and opened files the test keeps. */
function store(): { call: Call; files: { name: string; pdf: Uint8Array; opened: boolean }[] } {
  const folder = tempFolder()
  const files: { name: string; pdf: Uint8Array; opened: boolean }[] = []
  const ctx = createMainContext({
    dataFolder: folder,
    locales: ['de-DE'],
    version: '0.1.0',
    hooks: {
      saveFile: (file) => {
        files.push({ name: file.fileName, pdf: file.content as Uint8Array, opened: false })
        return Promise.resolve({ saved: true, path: join(folder, file.fileName) })
      },
      openFile: (file) => {
        files.push({ name: file.fileName, pdf: file.content, opened: true })
        return Promise.resolve(true)
      },
    },
  })
  return { call: (name, args) => ctx.dispatch(name, args), files }
}

/** Two nights of a season played to the end, everyone paid. */
async function playedSeason(call: Call): Promise<{ club: ClubView; seasonId: string }> {
  const people = await addPeople(call, 8, 'Mitglied')
  const { club, seasonId } = await clubSeason(call, {
    name: 'Dienstagsrunde',
    money: MONEY,
    members: people,
    year: 2026,
    dates: ['2026-02-03', '2026-03-03'],
    host: people[0] ?? null,
    place: (date) => `Saal ${date}`,
    notes: 'Bitte etwas mitbringen',
  })
  const random = createRandom(5)
  for (const entry of club.seasons[0]?.entries ?? [])
    await playScheduled(call, club.clubId, entry.entryId, people, 500, random)
  return { club: await must<ClubView>(call, 'club:get', { clubId: club.clubId }), seasonId }
}

const flat = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ')
const euros = (minor: number): string => flat(formatMoney(minor, 'EUR', 'de'))

describe('a club’s printables through main', () => {
  it('saves the season report with its totals to the cent, as the ledger has them', async () => {
    const { call, files } = store()
    const { club, seasonId } = await playedSeason(call)
    const report = await must<SeasonReport>(call, 'club:report', { clubId: club.clubId, seasonId })
    expect(report.mismatches).toEqual([])
    const out = await must(call, 'club:print', { clubId: club.clubId, seasonId, kind: 'season' })
    expect(out).toMatchObject({ saved: true })
    const file = files.at(-1)
    expect(file?.name).toBe('Dienstagsrunde-2026-season.pdf')
    const text = flat(pdfText(save('club-season-de', file?.pdf ?? new Uint8Array())))
    const t = pdfTexts.de.season
    expect(text).toContain(t.title)
    const { totals } = report
    expect(totals.paidIn).toBe(8000)
    expect(totals.paidOut + totals.kept + totals.carried).toBe(totals.paidIn - totals.dues)
    for (const sum of [totals.paidIn, totals.paidOut, totals.kept, totals.carried])
      expect(text).toContain(euros(sum))
    for (const p of report.people) {
      expect(text).toContain(p.name)
      expect(text).toContain(euros(p.net))
    }
    for (const n of report.money) expect(text).toContain(euros(n.pot))
    expect(report.people.reduce((a, p) => a + p.won, 0)).toBe(totals.paidOut)
  })

  it('opens the schedule to print: each night’s date in the language, host, place and notes', async () => {
    const { call, files } = store()
    const { club, seasonId } = await playedSeason(call)
    const out = await must(call, 'club:print', {
      clubId: club.clubId,
      seasonId,
      kind: 'schedule',
      open: true,
    })
    expect(out).toEqual({ opened: true, pages: 1 })
    const file = files.at(-1)
    expect(file).toMatchObject({ name: 'Dienstagsrunde-2026-schedule.pdf', opened: true })
    const text = flat(pdfText(save('club-schedule-de', file?.pdf ?? new Uint8Array())))
    for (const date of ['3. Februar 2026', '3. März 2026', 'Saal 2026-02-03', 'Mitglied 1'])
      expect(text).toContain(date)
    expect(text).toContain('Bitte etwas mitbringen')
  })

  it('prints a club night’s results with its payouts, and refuses a season it does not know', async () => {
    const { call, files } = store()
    const { club, seasonId } = await playedSeason(call)
    const nightId = club.seasons[0]?.entries[0]?.nightId ?? 0
    const night = await must<NightView>(call, 'night:get', { nightId })
    const money = night.money
    expect(money?.settled).toBe(true)
    await must(call, 'print:save', { nightId, kind: 'results' })
    const text = flat(pdfText(save('club-results-de', files.at(-1)?.pdf ?? new Uint8Array())))
    for (const p of money?.payouts ?? []) expect(text).toContain(euros(p.amount))
    expect(text).toContain(euros(money?.pot ?? -1))
    const refused = await call('club:print', {
      clubId: club.clubId,
      seasonId: 'season-x',
      kind: 'season',
    })
    expect(refused.ok).toBe(false)
    expect(seasonId).not.toBe('season-x')
  })
})
