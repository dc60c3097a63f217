// A club's actions replay in the order of their hybrid clocks, whichever laptop made them and
// whenever they arrived: a late action from another laptop that belongs earlier takes its place.
import type { ClubView } from '@shared/club'
import { formatHlc, parseHlc } from '@shared/sync/hlc'
import { describe, expect, it } from 'vitest'
import { clubRepo } from '../../../src/main/club/clubRepo'
import { must } from '../../drivers/night-driver'
import { freshStore } from '../night/helpers'

const MONEY = { currency: 'EUR', buyIn: 500, dues: 0, shares: [], unclaimed: 'carry' as const }

describe('a club’s order by clock', () => {
  it('stamps each action with this laptop’s clock, always later than the one before', async () => {
    const { ctx, call } = freshStore()
    const club = await must<ClubView>(call, 'club:create', { name: 'A', money: MONEY })
    for (const name of ['B', 'C', 'D'])
      await must(call, 'club:act', { clubId: club.clubId, action: { type: 'rename', name } })
    const events = clubRepo(ctx.db).events(club.clubId)
    const clocks = events.map((e) => e.hlc)
    expect(clocks).toEqual([...clocks].sort())
    expect(new Set(clocks).size).toBe(4)
    expect(new Set(events.map((e) => e.laptop)).size).toBe(1)
  })

  it('puts an action that arrives late but belongs earlier in its place', async () => {
    const { ctx, call } = freshStore()
    const club = await must<ClubView>(call, 'club:create', { name: 'Tuesday', money: MONEY })
    await must(call, 'club:act', { clubId: club.clubId, action: { type: 'rename', name: 'Here' } })
    const [created, renamed] = clubRepo(ctx.db).events(club.clubId)
    const at = parseHlc(renamed?.hlc ?? '')
    const created_ = parseHlc(created?.hlc ?? '')
    if (!at || !created_) throw new Error('no clocks')
    const other = (wall: number, name: string, n: number) => ({
      uid: `ev-0000000${n}`,
      at: new Date().toISOString(),
      hlc: formatHlc({ wall, counter: 0, laptop: 'zzzzother' }),
      laptop: 'zzzzother',
      action: { type: 'rename' as const, name },
    })
    // another laptop renamed it between the club's creation and this laptop's rename
    const repo = clubRepo(ctx.db)
    repo.append(club.clubId, other(created_.wall, 'There, earlier', 1))
    let view = await must<ClubView>(call, 'club:get', { clubId: club.clubId })
    expect(view.name).toBe('Here')
    // and again, after it: the later one by clock is the name
    repo.append(club.clubId, other(at.wall + 60_000, 'There, later', 2))
    view = await must<ClubView>(call, 'club:get', { clubId: club.clubId })
    expect(view.name).toBe('There, later')
    // this laptop's next action comes after everything it has seen (its clock moves on)
    await must(call, 'club:act', { clubId: club.clubId, action: { type: 'rename', name: 'Last' } })
    view = await must<ClubView>(call, 'club:get', { clubId: club.clubId })
    expect(view.name).toBe('Last')
  })
})
