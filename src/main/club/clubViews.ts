// What the host's screens are shown of a club: its view, the list of clubs, a season's report
// and one night's money, all derived from the replayed club and the nights' own states.
import {
  clubMoney,
  clubSeasonLedger,
  rsvpSummary,
  seasonEntries,
  seasonOf,
  moneyOf,
  seasonStandings,
  type ClubEntry,
  type ClubEntryView,
  type ClubState,
  type ClubSummary,
  type ClubView,
  type NightMoneyView,
  type SeasonNight,
  type SeasonReport,
} from '@shared/club'
import { shareAmounts } from '@shared/bunco/pot'
import { transferRepo } from '../transfer/transferRepo'
import { nightStandings } from '../night/nightReads'
import { canonical, nameOf, readClub, type ClubDeps } from './clubLog'
import { awardsOf, countedNightId, moneyReads } from './clubReads'

function statusOf(deps: ClubDeps, nightId: number | null): ClubEntryView['nightStatus'] {
  if (nightId === null) return null
  try {
    return deps.store.state(nightId).status
  } catch {
    return null
  }
}

function entryView(deps: ClubDeps, state: ClubState, entry: ClubEntry): ClubEntryView {
  const nightId = countedNightId(deps, entry)
  return {
    entryId: entry.entryId,
    seasonId: entry.seasonId,
    date: entry.date,
    host: entry.host,
    place: entry.place,
    notes: entry.notes,
    nightId,
    started: entry.starts.length > 0,
    nightStatus: statusOf(deps, nightId),
    answers: [...entry.answers].map(([personId, answer]) => ({ personId, answer })),
    substitutes: entry.substitutes,
    payments: [...entry.payments.values()],
    rsvp: rsvpSummary({
      members: state.members,
      substitutes: state.substitutes,
      answers: entry.answers,
    }),
  }
}

/** Every id a club's screens may name. */
function namedIds(state: ClubState): Set<number> {
  const ids = new Set([...state.members, ...state.substitutes])
  for (const e of state.entries.values()) {
    if (e.host !== null) ids.add(e.host)
    for (const p of e.payments.keys()) ids.add(p)
    for (const s of e.substitutes) if (s.for !== null) ids.add(s.for)
  }
  return ids
}

/** A whole club as its screens show it. */
export function clubView(deps: ClubDeps, clubId: string): ClubView {
  const { state } = readClub(deps, clubId)
  const names: Record<number, string> = {}
  for (const id of namedIds(state)) names[id] = nameOf(deps, id)
  return {
    clubId,
    name: state.name,
    money: state.money,
    people: [
      ...state.members.map((personId) => ({
        personId,
        name: nameOf(deps, personId),
        role: 'member' as const,
      })),
      ...state.substitutes.map((personId) => ({
        personId,
        name: nameOf(deps, personId),
        role: 'substitute' as const,
      })),
    ],
    names,
    seasons: [...state.seasons.values()]
      .sort((a, b) => a.start.localeCompare(b.start) || a.seasonId.localeCompare(b.seasonId))
      .map((s) => ({
        seasonId: s.seasonId,
        name: s.name,
        start: s.start,
        end: s.end,
        rules: s.rules,
        dues: [...s.dues].map(([personId, amount]) => ({ personId, amount })),
        entries: seasonEntries(state, s.seasonId).map((e) => entryView(deps, state, e)),
      })),
  }
}

/** Every club, for the list the host picks from. */
export function clubSummaries(deps: ClubDeps): ClubSummary[] {
  return deps.repo.clubs().flatMap((clubId) => {
    try {
      const { state } = readClub(deps, clubId)
      const next = [...state.entries.values()]
        .filter((e) => e.starts.length === 0)
        .map((e) => e.date)
        .sort()[0]
      return [
        {
          clubId,
          name: state.name,
          members: state.members.length,
          substitutes: state.substitutes.length,
          next: next ?? null,
        },
      ]
    } catch {
      return []
    }
  })
}

/** One night's standings as the season counts them (people by whom they are now). */
function seasonNight(deps: ClubDeps, entry: ClubEntry): SeasonNight {
  const nightId = countedNightId(deps, entry)
  if (nightId === null || awardsOf(deps, nightId) === null)
    return { nightId: nightId ?? 0, date: entry.date, lines: [] }
  const lines = nightStandings(deps.night, nightId).flatMap((s) =>
    s.personId === null
      ? []
      : [
          {
            personId: canonical(deps, s.personId),
            name: nameOf(deps, s.personId),
            place: s.place,
            wins: s.wins,
            buncos: s.buncos,
          },
        ],
  )
  return { nightId, date: entry.date, lines }
}

/** A season's standings and ledger, to the cent. */
export function seasonReport(deps: ClubDeps, clubId: string, seasonId: string): SeasonReport {
  const { state } = readClub(deps, clubId)
  const season = seasonOf(state, seasonId)
  const entries = seasonEntries(state, seasonId)
  const nights = entries.map((e) => seasonNight(deps, e))
  const reads = moneyReads(deps)
  const money = clubMoney(state, reads).filter((m) => m.seasonId === seasonId)
  const ledger = clubSeasonLedger(state, seasonId, reads)
  return {
    clubId,
    clubName: state.name,
    seasonId,
    seasonName: season.name,
    start: season.start,
    end: season.end,
    currency: state.money.currency,
    rules: season.rules,
    nights: entries.length,
    played: nights.filter((n) => n.lines.length > 0).length,
    standings: seasonStandings(nights, season.rules),
    people: ledger.people.map((p) => ({ ...p, name: nameOf(deps, p.personId) })),
    money: money.map((m, i) => ({
      ...(ledger.nights[i] ?? {
        nightId: m.nightId,
        pot: m.pot,
        paidOut: 0,
        carried: m.carried,
        kept: m.kept,
        held: m.held,
      }),
      entryId: m.entryId,
      date: m.date,
      settled: m.settled,
    })),
    totals: ledger.totals,
    mismatches: ledger.mismatches,
  }
}

/**
 * The club whose schedule counts this night, and the night's entry; null for a night of no club
 * (or one started twice that the season does not count).
 */
export function clubOfNight(
  deps: ClubDeps,
  nightId: number,
): { clubId: string; state: ClubState; entry: ClubEntry } | null {
  const uid = transferRepo(deps.db).nightUid(nightId)
  if (!uid) return null
  for (const clubId of deps.repo.clubs()) {
    try {
      const { state } = readClub(deps, clubId)
      const entry = [...state.entries.values()].find((e) => e.starts.some((s) => s.night === uid))
      if (entry && countedNightId(deps, entry) === nightId) return { clubId, state, entry }
    } catch {
      // a club that cannot be read holds no night for this view
    }
  }
  return null
}

/** A club night's money for the prizes tab, the TV and the results PDF; null for other nights. */
export function nightMoney(deps: ClubDeps, nightId: number): NightMoneyView | null {
  const found = clubOfNight(deps, nightId)
  if (!found) return null
  const { clubId, state, entry } = found
  const line = clubMoney(state, moneyReads(deps)).find((m) => m.entryId === entry.entryId)
  if (!line) return null
  const money = moneyOf(
    state,
    entry,
    entry.starts.find((s) => s.night === line.night),
  )
  const { amounts, kept } = shareAmounts(line.pot, money.shares)
  return {
    clubId,
    clubName: state.name,
    entryId: entry.entryId,
    currency: state.money.currency,
    buyIn: state.money.buyIn,
    paid: [...entry.payments.values()],
    carriedIn: line.carriedIn,
    pot: line.pot,
    shares: money.shares.map((s, i) => ({ ...s, amount: amounts[i] ?? 0 })),
    payouts: line.split,
    carried: line.settled ? line.carried : 0,
    kept: line.settled ? line.kept : kept,
    settled: line.settled,
  }
}
