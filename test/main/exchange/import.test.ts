// Importing a night file: checked off the main thread, people matched by id (never by name),
// only the people the night uses added, nothing unknown kept, size and action count capped,
// every refusal in plain words in the host's language, nothing changed by a refusal.
import { IMPORT_MAX_ACTIONS, IMPORT_MAX_BYTES } from '@shared/limits'
import type { ExportedFile, NightView, Person, Standing } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { must, playRound, startNight } from '../../drivers/night-driver'
import { createRandom } from '@shared/bunco'
import { AppError } from '@shared/app-error'
import { checkInWorker } from '../../../src/main/exchange/check/runCheck'
import { freshStore, replayMatches, snapshot } from '../night/helpers'

type Store = ReturnType<typeof freshStore>

async function nightOf(store: Store, names: string[]): Promise<NightView> {
  const ids: number[] = []
  for (const name of names) {
    ids.push((await must<{ person: Person }>(store.call, 'roster:add', { name })).person.id)
  }
  let view = await startNight(store.call, ids, { seed: 2, title: 'Case night' })
  view = await playRound(store.call, view, createRandom(2))
  return view
}

const exported = (store: Store, nightId: number): Promise<ExportedFile> =>
  must<ExportedFile>(store.call, 'night:exportJson', { nightId })

const roster = async (store: Store): Promise<string[]> =>
  (await must<Person[]>(store.call, 'roster:list', { includeArchived: true })).map((p) => p.name)

interface FileShape {
  people: { player: string; name: string; note: string }[]
  actions: { at: string; action: Record<string, unknown> }[]
  [key: string]: unknown
}

describe('importing a night file', () => {
  it('keeps two guests whose names differ only by case as two people, here and elsewhere', async () => {
    const a = freshStore()
    const night = await nightOf(a, ['Ann', 'ann', 'Bea', 'Cal'])
    const file = await exported(a, night.id)
    // Back into the same store: the same people, by id; the roster gains nobody.
    const again = await must<NightView>(a.call, 'night:import', { json: file.content })
    // shown told apart (issue 35, item 4): a host cannot tell "Ann" from "ann" on a chip
    expect(again.players.map((p) => p.name).sort()).toEqual(['Ann (1)', 'Bea', 'Cal', 'ann (2)'])
    expect(again.players.map((p) => p.personId).sort()).toEqual(
      night.players.map((p) => p.personId).sort(),
    )
    expect(await roster(a)).toEqual(['Ann', 'ann', 'Bea', 'Cal'])
    // Into a store where an "ANN" already exists: never matched by name, both come in.
    const b = freshStore()
    await must(b.call, 'roster:add', { name: 'ANN' })
    const there = await must<NightView>(b.call, 'night:import', { json: file.content })
    const standings = await must<Standing[]>(b.call, 'night:standings', { nightId: there.id })
    expect(standings.map((s) => s.name).sort()).toEqual(['Ann (1)', 'Bea', 'Cal', 'ann (2)'])
    expect((await roster(b)).sort()).toEqual(['ANN', 'Ann', 'Bea', 'Cal', 'ann'])
    expect(replayMatches(b.ctx)).toEqual([])
    a.ctx.close()
    b.ctx.close()
  })

  it('adds to the roster only the people the night uses', async () => {
    const a = freshStore()
    const night = await nightOf(a, ['Ann', 'Bea', 'Cal', 'Dot'])
    const file = JSON.parse((await exported(a, night.id)).content) as FileShape
    file.people.push(
      { player: 'p900', name: 'Stranger', note: '' },
      { player: 'p901', name: 'Lurker', note: 'never played' },
    )
    const b = freshStore()
    await must(b.call, 'night:import', { json: JSON.stringify(file) })
    expect((await roster(b)).sort()).toEqual(['Ann', 'Bea', 'Cal', 'Dot'])
    a.ctx.close()
    b.ctx.close()
  })

  it.each([
    [
      'an unknown field inside an action',
      (f: FileShape): void =>
        void ((f.actions[1] as { action: Record<string, unknown> }).action['extra'] = 1),
      /This file cannot be imported: actions\[1\]\.action: Unrecognized key: "extra"/,
    ],
    [
      'an unknown field on a person',
      (f: FileShape): void => void ((f.people[0] as Record<string, unknown>)['admin'] = true),
      /people\[0\]: Unrecognized key: "admin"/,
    ],
    [
      'an unknown field in the rules',
      (f: FileShape): void =>
        void ((f.actions[0]?.action['rules'] as Record<string, unknown>)['cheat'] = 1),
      /actions\[0\]\.action\.rules: Unrecognized key: "cheat"/,
    ],
    [
      'a name with a direction override',
      (f: FileShape): void => void ((f.people[0] as { name: string }).name = 'Ann\u202e'),
      /people\[0\]\.name: The text holds an invisible character \(U\+202E\)/,
    ],
    [
      'a player missing from its people',
      (f: FileShape): void => void f.people.splice(0, 1),
      /it names a player \(p\d+\) who is not among its people/,
    ],
    [
      'a player listed twice',
      (f: FileShape): void => void f.people.push({ ...(f.people[0] as FileShape['people'][0]) }),
      /it lists the player Ann twice/,
    ],
    [
      'no night creation first',
      (f: FileShape): void => void f.actions.shift(),
      /it does not start by creating the night/,
    ],
    [
      'a guest listed twice',
      (f: FileShape): void => {
        const guests = f.actions.find((a) => a.action['type'] === 'guests')?.action
        if (guests)
          guests['guests'] = [...(guests['guests'] as string[]), (guests['guests'] as string[])[0]]
      },
      /This file cannot be imported, its action no\. 2 is refused: Ann is listed twice\. Nothing was imported\./,
    ],
  ])('refuses %s, in plain words, and changes nothing', async (_what, change, said) => {
    const a = freshStore()
    const night = await nightOf(a, ['Ann', 'Bea', 'Cal', 'Dot'])
    const file = JSON.parse((await exported(a, night.id)).content) as FileShape
    change(file)
    const b = freshStore()
    const before = snapshot(b.ctx)
    const outcome = await b.call('night:import', { json: JSON.stringify(file) })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) {
      expect(outcome.error.message).toMatch(said)
      expect(outcome.error.message).not.toMatch(/errors\./)
    }
    expect(snapshot(b.ctx)).toBe(before)
    a.ctx.close()
    b.ctx.close()
  })

  it('says a refusal by the rules in the host language', async () => {
    const a = freshStore()
    const night = await nightOf(a, ['Ann', 'Bea', 'Cal', 'Dot'])
    const file = JSON.parse((await exported(a, night.id)).content) as FileShape
    const commit = file.actions.find((x) => x.action['type'] === 'commit')
    if (commit) commit.action['round'] = 7
    const b = freshStore('de-DE')
    const outcome = await b.call('night:import', { json: JSON.stringify(file) })
    expect(outcome.ok || outcome.error.message).toMatch(
      /^Diese Datei kann nicht importiert werden, ihre Aktion Nr\. \d+ wird abgelehnt: .*Runde 7.* Es wurde nichts importiert\.$/,
    )
    a.ctx.close()
    b.ctx.close()
  })

  it(`refuses a file over ${IMPORT_MAX_BYTES} bytes or over ${IMPORT_MAX_ACTIONS} actions`, async () => {
    const b = freshStore()
    const before = snapshot(b.ctx)
    const huge = `{"format":"bunco-night/night"${' '.repeat(IMPORT_MAX_BYTES)}}`
    const big = await b.call('night:import', { json: huge })
    expect(big.ok || big.error.message).toContain(
      'This file is larger than 5 MB: too large to be a night saved by Bunco Night. Nothing was imported.',
    )
    const create = {
      type: 'create',
      details: { title: 'N', date: '2026-01-01', venue: '' },
      rules: {},
    }
    const many = {
      format: 'bunco-night/night',
      version: 1,
      exportedAt: '2026-01-01T00:00:00.000Z',
      people: [],
      actions: [
        { at: '', action: create },
        ...Array.from({ length: IMPORT_MAX_ACTIONS }, (_, i) => ({
          at: '',
          action: { type: 'details', details: { title: `T${i}` } },
        })),
      ],
    }
    const tooMany = await b.call('night:import', { json: JSON.stringify(many) })
    expect(tooMany.ok || tooMany.error.message).toBe(
      `This file holds ${IMPORT_MAX_ACTIONS + 1} actions; a night saved by Bunco Night has at most ${IMPORT_MAX_ACTIONS}. Nothing was imported.`,
    )
    expect(snapshot(b.ctx)).toBe(before)
    b.ctx.close()
  })

  it('checks the file off the main thread, answering calls and saying how far it got', async () => {
    const b = freshStore()
    const create = {
      type: 'create',
      details: { title: 'N', date: '2026-01-01', venue: '' },
      rules: {},
    }
    const file = {
      format: 'bunco-night/night',
      version: 1,
      exportedAt: '2026-01-01T00:00:00.000Z',
      people: [],
      actions: [
        { at: '', action: create },
        ...Array.from({ length: IMPORT_MAX_ACTIONS - 1 }, (_, i) => ({
          at: '',
          action: { type: 'details', details: { title: `Title ${i}`.padEnd(190, '·') } },
        })),
      ],
    }
    // how far it got arrives as pushes; main keeps answering calls all along
    const seen: { done: number; total: number }[] = []
    const pushed: ({ done: number; total: number } | null)[] = []
    const off = b.ctx.push.subscribe((m) => {
      if (m.name !== 'import:progress') return
      pushed.push(m.data)
      if (m.data) seen.push(m.data)
    })
    let answered = 0
    let stop = false
    const poll = async (): Promise<void> => {
      while (!stop) {
        await must(b.call, 'app:info', {})
        answered += 1
        await new Promise((r) => setTimeout(r, 2))
      }
    }
    const polling = poll()
    const view = await must<NightView>(b.call, 'night:import', { json: JSON.stringify(file) })
    stop = true
    await polling
    off()
    expect(view.details.title).toBe(`Title ${IMPORT_MAX_ACTIONS - 2}`.padEnd(190, '·'))
    // Main answered all along (a worker thread takes a good while just to start).
    expect(answered).toBeGreaterThan(3)
    expect(seen.length).toBeGreaterThan(1)
    expect(seen.every((p) => p.done <= p.total)).toBe(true)
    expect(pushed.at(-1)).toBeNull()
    // The worker reports as it replays: reading first, then every 100 actions.
    const reported: [number, number][] = []
    const checked = await checkInWorker(JSON.stringify(file), 'en', (done, total) =>
      reported.push([done, total]),
    )
    expect(checked.actions).toHaveLength(IMPORT_MAX_ACTIONS)
    expect(reported[0]).toEqual([0, 0])
    expect(reported.slice(1)).toEqual(
      Array.from({ length: IMPORT_MAX_ACTIONS / 100 }, (_, i) => [
        (i + 1) * 100,
        IMPORT_MAX_ACTIONS,
      ]),
    )
    b.ctx.close()
  })

  it('brings a file the worker refuses back to main as its AppError', async () => {
    const outcome = await checkInWorker(
      '{"format":"bunco-night/night","version":1}',
      'fr',
      () => undefined,
    ).then(
      () => null,
      (e: unknown) => e,
    )
    expect(outcome).toBeInstanceOf(AppError)
    expect((outcome as AppError).messageKey).toBe('errors.store.importInvalid')
  })
})
