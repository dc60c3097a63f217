// The laptops of the sync simulation: real main contexts over their own SQLite files, each with
// its own club folder (the service copies between them), one look at a folder counting a look
// that throws as a failure, and what a laptop holds of the club, named, to compare laptops.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMainContext, type MainContext } from '../../src/main/context'
import { syncClub, type ClubSyncResult } from '../../src/main/sync/clubSync'
import type { ClubView } from '../../src/shared/club'
import type { NightView, Person } from '../../src/shared/views'
import { must, type Call } from '../../test/drivers/night-driver'

/** One laptop of the simulation. */
export interface Laptop {
  ctx: MainContext
  call: Call
  folder: string
}

/** What the adversaries found, for the last line. */
export interface Tally {
  /** Whether every undo and every deleted night stayed as the host left it. */
  undoKept: boolean
  /** Payouts of settled nights that differ anywhere from what their host saw when settled. */
  paidChanged: number
  /** Forged changes (unsealed, wrongly sealed, claiming another laptop) found in any store. */
  forgedAccepted: number
  /** Looks that threw. */
  lookFailures: number
  lost: number
  duplicated: number
  converged: boolean
}

/** A new laptop, with its own store and club folder. */
export function laptop(folder = mkdtempSync(join(tmpdir(), 'bunco-sync-folder-'))): Laptop {
  const ctx = createMainContext({
    dataFolder: mkdtempSync(join(tmpdir(), 'bunco-sync-check-')),
    locales: ['en-US'],
    version: 'sync-check',
    backupEachRound: false,
  })
  return { ctx, call: (name, args) => ctx.dispatch(name, args), folder }
}

/** One look of a laptop at a folder (its own by default); a look that throws is counted. */
export function lookAt(
  l: Laptop,
  clubId: string,
  tally: Tally,
  options: { folder?: string; passphrase?: string | null } = {},
): ClubSyncResult | null {
  try {
    const { db, club, store } = l.ctx
    return syncClub(
      db,
      options.folder ?? l.folder,
      clubId,
      club.clock,
      options.passphrase ?? null,
      store,
    )
  } catch (err) {
    console.error('look failed:', err)
    tally.lookFailures++
    return null
  }
}

/** What a laptop holds of the club, named (ids differ per laptop), to compare laptops. */
export async function exported(l: Laptop, clubId: string): Promise<string> {
  const v = await must<ClubView>(l.call, 'club:get', { clubId })
  const name = (id: number | null): string | null =>
    id === null ? null : (v.names[id] ?? `#${id}`)
  const nights: unknown[] = []
  for (const e of v.seasons.flatMap((s) => s.entries)) {
    if (e.nightId === null) continue
    const n = await must<NightView>(l.call, 'night:get', { nightId: e.nightId })
    nights.push({
      date: e.date,
      status: n.status,
      standings: n.standings.map((s) => [s.name, s.place, s.wins, s.buncos]),
      payouts: (n.money?.payouts ?? []).map((p) => [
        n.players.find((x) => x.player === p.player)?.name,
        p.prize,
        p.amount,
      ]),
      pot: n.money?.pot,
    })
  }
  const roster = new Map(
    (await must<Person[]>(l.call, 'roster:list', { includeArchived: true })).map((p) => [p.id, p]),
  )
  return JSON.stringify({
    name: v.name,
    money: v.money,
    people: v.people
      .map((p) => [p.name, p.role, roster.get(p.personId)?.note, roster.get(p.personId)?.archived])
      .sort(),
    entries: v.seasons.flatMap((s) =>
      s.entries.map((e) => ({
        date: e.date,
        started: e.started,
        answers: e.answers.map((a) => [name(a.personId), a.answer]).sort(),
        paid: e.payments.map((p) => [name(p.personId), p.amount, p.method]).sort(),
        subs: e.substitutes.map((x) => [name(x.personId), name(x.for)]),
      })),
    ),
    nights,
  })
}

/** A member's id on a laptop, by the name the club shows there. */
export async function members(l: Laptop, clubId: string): Promise<{ id: number; name: string }[]> {
  const v = await must<ClubView>(l.call, 'club:get', { clubId })
  return v.people.filter((p) => p.role === 'member').map((p) => ({ id: p.personId, name: p.name }))
}
