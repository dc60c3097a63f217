import { describe, expect, it } from 'vitest'
import { BuncoRuleError } from '../../../src/shared/bunco'
import {
  ClubActionSchema,
  applyClubAction,
  countedStart,
  playingAt,
  replayClub,
  seasonEntries,
  type ClubAction,
  type ClubState,
} from '../../../src/shared/club'

const money = {
  currency: 'USD',
  buyIn: 500,
  dues: 0,
  shares: [{ prize: 'mostWins' as const, percent: 50 }],
  unclaimed: 'carry' as const,
}
const rules = { scoring: 'wins' as const, placementPoints: [], minNights: 0, dropWorst: 0 }
const S = 'season-00000001'
const E1 = 'entry-00000001'
const E2 = 'entry-00000002'

/** A club with members 1–4, substitutes 5–6, one season in 2026 and two nights on it. */
function base(): ClubAction[] {
  return [
    { type: 'create', name: 'Tuesday Bunco', money },
    ...[1, 2, 3, 4].map((personId): ClubAction => ({ type: 'role', personId, role: 'member' })),
    ...[5, 6].map((personId): ClubAction => ({ type: 'role', personId, role: 'substitute' })),
    { type: 'season', seasonId: S, name: '2026', start: '2026-01-01', end: '2026-12-31', rules },
    { type: 'entry', seasonId: S, entryId: E2, date: '2026-03-03', host: 2, place: '', notes: '' },
    {
      type: 'entry',
      seasonId: S,
      entryId: E1,
      date: '2026-02-03',
      host: 1,
      place: 'Ann',
      notes: '',
    },
  ]
}

/** The problem code a refused action reports. */
function refusal(state: ClubState | null, action: ClubAction): string {
  try {
    applyClubAction(state, action)
  } catch (err) {
    if (err instanceof BuncoRuleError) return err.details.map((d) => d.code).join(',')
    throw err
  }
  return 'accepted'
}

describe('a club replayed from its log', () => {
  it('holds its members, substitutes, season and schedule in date order', () => {
    const club = replayClub(base())
    expect(club?.members).toEqual([1, 2, 3, 4])
    expect(club?.substitutes).toEqual([5, 6])
    expect(club && seasonEntries(club, S).map((e) => e.date)).toEqual(['2026-02-03', '2026-03-03'])
  })

  it('moves a person between member and substitute, and out of the club', () => {
    const club = replayClub([
      ...base(),
      { type: 'role', personId: 5, role: 'member' },
      { type: 'role', personId: 1, role: 'none' },
    ])
    expect(club?.members).toEqual([2, 3, 4, 5])
    expect(club?.substitutes).toEqual([6])
  })

  it('refuses a season that ends before it starts, and a night outside its season', () => {
    const club = replayClub(base())
    expect(
      refusal(club, { ...(base()[7] as ClubAction & { type: 'season' }), end: '2025-12-31' }),
    ).toBe('club.seasonDates')
    expect(
      refusal(club, {
        type: 'entry',
        seasonId: S,
        entryId: 'entry-00000009',
        date: '2027-01-05',
        host: null,
        place: '',
        notes: '',
      }),
    ).toBe('club.entryOutside')
    // narrowing a season past a scheduled night is refused too
    expect(
      refusal(club, {
        type: 'season',
        seasonId: S,
        name: '2026',
        start: '2026-03-01',
        end: '2026-12-31',
        rules,
      }),
    ).toBe('club.entryOutside')
  })

  it('takes a substitute for an absent member, and says who plays', () => {
    const club = replayClub([
      ...base(),
      { type: 'rsvp', entryId: E1, personId: 1, answer: 'coming' },
      { type: 'rsvp', entryId: E1, personId: 2, answer: 'coming' },
      { type: 'rsvp', entryId: E1, personId: 3, answer: 'coming' },
      { type: 'rsvp', entryId: E1, personId: 4, answer: 'notComing' },
      { type: 'substitute', entryId: E1, personId: 5, for: 4 },
    ])
    const entry = club?.entries.get(E1)
    expect(club && entry && playingAt(club, entry)).toEqual([1, 2, 3, 5])
    expect(entry?.substitutes).toEqual([{ personId: 5, for: 4 }])
  })

  it('refuses a member as a substitute, a stand-in for someone coming, and two for one', () => {
    const club = replayClub([
      ...base(),
      { type: 'rsvp', entryId: E1, personId: 1, answer: 'coming' },
      { type: 'rsvp', entryId: E1, personId: 4, answer: 'notComing' },
      { type: 'substitute', entryId: E1, personId: 5, for: 4 },
    ])
    expect(refusal(club, { type: 'substitute', entryId: E1, personId: 2, for: null })).toBe(
      'club.subIsMember',
    )
    expect(refusal(club, { type: 'substitute', entryId: E1, personId: 6, for: 1 })).toBe(
      'club.subForComing',
    )
    expect(refusal(club, { type: 'substitute', entryId: E1, personId: 6, for: 4 })).toBe(
      'club.subForTaken',
    )
    expect(refusal(club, { type: 'substitute', entryId: E1, personId: 9, for: null })).toBe(
      'club.notInClub',
    )
    expect(refusal(club, { type: 'rsvp', entryId: E1, personId: 4, answer: 'coming' })).toBe(
      'club.memberReplaced',
    )
  })

  it('refuses shares over 100 % and a prize shared twice, and keeps the club as it was', () => {
    const club = replayClub(base())
    const over = {
      ...money,
      shares: [
        { prize: 'mostWins' as const, percent: 60 },
        { prize: 'mostBuncos' as const, percent: 40.01 },
      ],
    }
    expect(refusal(club, { type: 'money', money: over })).toBe('pot.percentSum')
    const twice = { ...money, shares: [money.shares[0], money.shares[0]] as typeof money.shares }
    expect(refusal(club, { type: 'money', money: twice })).toBe('pot.prizeTwice')
    expect(club?.money).toEqual(money)
  })

  it('keeps every start of a night, a night in one place, and a played night on the schedule', () => {
    const N7 = '7'.padStart(32, '0')
    const N8 = '8'.padStart(32, '0')
    const club = replayClub([...base(), { type: 'night', entryId: E1, night: N7 }])
    expect(refusal(club, { type: 'night', entryId: E2, night: N7 })).toBe('club.nightTwice')
    expect(refusal(club, { type: 'entryRemoved', entryId: E2 })).toBe('accepted')
    // started on two laptops: both starts kept, the first counted until the host chooses
    const twice = club && applyClubAction(club, { type: 'night', entryId: E1, night: N8 })
    const entry = twice?.entries.get(E1)
    expect(entry?.starts.map((s) => s.night)).toEqual([N7, N8])
    expect(entry && countedStart(entry)?.night).toBe(N7)
    const chosen = twice && applyClubAction(twice, { type: 'entryNight', entryId: E1, night: N8 })
    const picked = chosen?.entries.get(E1)
    expect(picked && countedStart(picked)?.night).toBe(N8)
    // removed on a laptop that had not seen it played: it stays, marked, until the host says
    const removed =
      club && applyClubAction(club, { type: 'entryRemoved', entryId: E1 }, { laptop: 'bea1' })
    expect(removed?.entries.get(E1)?.removedBy).toBe('bea1')
    const kept = removed && applyClubAction(removed, { type: 'entryKept', entryId: E1 })
    expect(kept?.entries.get(E1)?.removedBy).toBeNull()
    const gone =
      removed && applyClubAction(removed, { type: 'entryRemoved', entryId: E1, played: true })
    expect(gone?.entries.has(E1)).toBe(false)
  })

  it('brings back, marked, a night removed on one laptop and started on another after', () => {
    const N9 = '9'.padStart(32, '0')
    const club = replayClub([
      ...base(),
      { type: 'paid', entryId: E1, personId: 1, amount: 500, method: 'cash' },
      { type: 'entryRemoved', entryId: E1 },
    ])
    expect(club?.entries.has(E1)).toBe(false)
    const late =
      club &&
      applyClubAction(club, { type: 'paid', entryId: E1, personId: 2, amount: 500, method: 'cash' })
    const played =
      late && applyClubAction(late, { type: 'night', entryId: E1, night: N9 }, { laptop: 'cat1' })
    const entry = played?.entries.get(E1)
    expect(entry?.removedBy).toBe('')
    expect([...(entry?.payments.keys() ?? [])]).toEqual([1, 2])
    expect(entry?.starts.map((s) => [s.night, s.laptop])).toEqual([[N9, 'cat1']])
  })

  it('never counts a deleted night again, and keeps a night’s first settlement', () => {
    const N7 = '7'.padStart(32, '0')
    const settled = (kept: number): ClubAction => ({
      type: 'settled',
      entryId: E1,
      night: N7,
      buyIns: 500,
      payouts: [],
      carried: 0,
      kept,
    })
    const club = replayClub([
      ...base(),
      { type: 'night', entryId: E1, night: N7, money, carryIn: 0 },
      settled(500),
      settled(400),
    ])
    expect(club?.entries.get(E1)?.settled.get(N7)?.kept).toBe(500)
    const deleted = club && applyClubAction(club, { type: 'nightDeleted', entryId: E1, night: N7 })
    expect(deleted?.entries.get(E1)?.starts).toEqual([])
    const again = deleted && applyClubAction(deleted, { type: 'night', entryId: E1, night: N7 })
    expect(again?.entries.get(E1)?.starts).toEqual([])
  })

  it('ticks and unticks a buy-in, and a walk-in may pay too', () => {
    const club = replayClub([
      ...base(),
      { type: 'paid', entryId: E1, personId: 1, amount: 500, method: 'cash' },
      { type: 'paid', entryId: E1, personId: 42, amount: 500, method: 'other' },
      { type: 'paid', entryId: E1, personId: 1, amount: 700, method: 'other' },
      { type: 'unpaid', entryId: E1, personId: 42 },
    ])
    expect([...(club?.entries.get(E1)?.payments.values() ?? [])]).toEqual([
      { personId: 1, amount: 700, method: 'other' },
    ])
  })

  it('refuses actions before the club exists, on unknown nights and seasons', () => {
    expect(refusal(null, { type: 'rename', name: 'X' })).toBe('club.notCreated')
    const club = replayClub(base())
    expect(refusal(club, base()[0] as ClubAction)).toBe('club.exists')
    expect(refusal(club, { type: 'unpaid', entryId: 'entry-0000dead', personId: 1 })).toBe(
      'club.unknownEntry',
    )
    expect(
      refusal(club, { type: 'dues', seasonId: 'season-0000dead', personId: 1, amount: 100 }),
    ).toBe('club.unknownSeason')
  })

  it('validates amounts in the schema: negative, fractional and huge amounts never reach it', () => {
    const paid = (amount: number) =>
      ClubActionSchema.safeParse({ type: 'paid', entryId: E1, personId: 1, amount, method: 'cash' })
    expect(paid(500).success).toBe(true)
    expect(paid(-1).success).toBe(false)
    expect(paid(2.5).success).toBe(false)
    expect(paid(1e12).success).toBe(false)
  })
})
