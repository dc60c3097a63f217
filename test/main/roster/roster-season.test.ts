import { createRandom } from '@shared/bunco'
import type { AddedPerson, NightView, Person, SeasonRow } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, playRound, startNight } from '../../drivers/night-driver'
import { freshStore, snapshot } from '../night/helpers'

describe('roster', () => {
  it('adds, warns about a name already there, renames, archives and finds people', async () => {
    const { ctx, call } = freshStore()
    const ann = await must<AddedPerson>(call, 'roster:add', { name: 'Anne-Sophie Müller' })
    expect(ann.sameName).toEqual([])
    const twin = await must<AddedPerson>(call, 'roster:add', { name: 'anne-sophie müller' })
    expect(twin.sameName.map((p) => p.id)).toEqual([ann.person.id])
    await must(call, 'roster:add', { name: '山田 花子', note: 'brings dice' })
    expect((await must<Person[]>(call, 'roster:list', { query: 'muller' })).length).toBe(2)
    expect((await must<Person[]>(call, 'roster:list', { query: '花子' }))[0]?.note).toBe(
      'brings dice',
    )
    const renamed = await must<Person>(call, 'roster:rename', {
      id: twin.person.id,
      name: 'Anne S.',
    })
    expect(renamed.name).toBe('Anne S.')
    await must(call, 'roster:archive', { id: renamed.id, archived: true })
    expect((await must<Person[]>(call, 'roster:list', {})).map((p) => p.name)).not.toContain(
      'Anne S.',
    )
    expect(
      (await must<Person[]>(call, 'roster:list', { includeArchived: true })).map((p) => p.name),
    ).toContain('Anne S.')
    ctx.close()
  })

  it.each([
    ['an empty name', { name: '   ' }],
    ['a 201-character name', { name: 'x'.repeat(201) }],
    ['a number', { name: 42 }],
    ['an extra field', { name: 'Bo', age: 3 }],
  ])('refuses %s and writes nothing', async (_l, args) => {
    const { ctx, call } = freshStore()
    const before = snapshot(ctx)
    const outcome = await call('roster:add', args)
    expect(outcome).toMatchObject({ ok: false, error: { code: 'invalid-args' } })
    expect(snapshot(ctx)).toBe(before)
    ctx.close()
  })

  it('merges two entries for one person, and refuses when both played the same night', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 9)
    const dup = await must<AddedPerson>(call, 'roster:add', { name: 'Guest 1 again' })
    let v = await startNight(call, [...ids.slice(1, 8), dup.person.id], { seed: 3 })
    v = await playRound(call, v, createRandom(1))
    const refused = await call('roster:merge', { keep: ids[1], merge: dup.person.id })
    expect(refused.ok || refused.error.message).toMatch(/different people/)
    await must(call, 'roster:merge', { keep: ids[0], merge: dup.person.id })
    const night = await must<NightView>(call, 'night:get', { nightId: v.id })
    expect(night.players.find((p) => p.player === `p${dup.person.id}`)?.name).toBe('Guest 1')
    const list = await must<Person[]>(call, 'roster:list', { includeArchived: true })
    expect(list.map((p) => p.id)).not.toContain(dup.person.id)
    const again = await call('roster:rename', { id: dup.person.id, name: 'Zed' })
    expect(again.ok).toBe(false)
    expect((await call('roster:merge', { keep: ids[0], merge: ids[0] })).ok).toBe(false)
    ctx.close()
  })
})

describe('season standings', () => {
  it('adds up each roster person over nights in a date range', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 8)
    const random = createRandom(2)
    for (const title of ['One', 'Two']) {
      let v = await startNight(call, ids, { seed: title.length, title })
      for (let r = 0; r < 6; r++) v = await playRound(call, v, random)
      await must(call, 'night:finish', { nightId: v.id })
    }
    const rows = await must<SeasonRow[]>(call, 'season:standings', {})
    expect(rows).toHaveLength(8)
    for (const r of rows) {
      expect(r.nights).toBe(2)
      expect(r.rounds).toBe(12)
      expect(r.wins + r.losses).toBe(12)
    }
    expect(rows.reduce((n, r) => n + r.prizes, 0)).toBeGreaterThan(0)
    // the engine's ranking: most wins, then Buncos; equal rows share a place
    rows.forEach((r, i) => {
      const before = rows[i - 1]
      if (!before) return expect(r.place).toBe(1)
      const equal = before.wins === r.wins && before.buncos === r.buncos
      expect(r.place).toBe(equal ? before.place : i + 1)
      expect(before.wins > r.wins || (before.wins === r.wins && before.buncos >= r.buncos)).toBe(
        true,
      )
    })
    expect(await must<SeasonRow[]>(call, 'season:standings', { from: '2027-01-01' })).toEqual([])
    ctx.close()
  })
})
