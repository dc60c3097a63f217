import type { NightMoneyView } from '@shared/club'
import {
  dieHolders,
  isGhost,
  rankPlayersInto,
  roundsInNight,
  type PlayerRecord,
} from '@shared/bunco'
import { personOf, tableGroupsOf, type NightState } from '@shared/night'
import type { HistoryEntry, NightPlayer, NightView, Notice, Standing } from '@shared/views'
import type { EventRow } from './eventsRepo'
import type { NamedPlayerRow } from './nightExtrasRepo'
import { sayHistory } from './historySaid'
import { undoTargetOf } from './eventRows'
import { UNDO } from './undoStack'

/** The night's players with their roster names (merges are followed through night_players). */
export function nightPlayers(rows: readonly NamedPlayerRow[]): NightPlayer[] {
  return rows.map((r) => ({
    player: r.player,
    personId: r.person_id,
    name: r.name,
    fromRound: r.from_round,
    untilRound: r.until_round,
  }))
}

/** The host's view of a night after an action. */
export function nightView(
  nightId: number,
  state: NightState,
  players: NightPlayer[],
  extra: {
    canUndo: boolean
    canRedo: boolean
    savedEventId: number
    standings: Standing[]
    notice?: Notice | null
    damage?: Notice | null
    money?: NightMoneyView | null
  },
): NightView {
  return {
    id: nightId,
    details: state.details,
    status: state.status,
    rules: state.rules,
    seed: state.seed,
    players,
    roundsPlayed: state.played.length,
    totalRounds: roundsInNight(state.rules),
    previous: state.played.at(-1)?.plan ?? null,
    current: state.current,
    tableGroups: tableGroupsOf(state.current),
    pending: state.pending,
    diePasses: state.diePasses,
    dieHolders: dieHolders(state.played, state.rules, state.current?.dieHolder),
    rollOffs: state.rollOffs,
    awards: state.awards,
    standings: extra.standings,
    canUndo: extra.canUndo,
    canRedo: extra.canRedo,
    savedEventId: extra.savedEventId,
    notice: extra.notice ?? null,
    damage: extra.damage ?? null,
    money: extra.money ?? null,
    playoff: state.playoff ?? null,
    playoffEntrants: extra.standings.filter((s) => !(s.player in state.left)).length,
  }
}

// A night's players by key, made once per list: the named players are kept from one change to
// the next (see namedPlayers), and a round's standings look every player up.
const byKeyOf = new WeakMap<readonly NightPlayer[], Map<string, NightPlayer>>()

function playersByKey(players: readonly NightPlayer[]): Map<string, NightPlayer> {
  let byKey = byKeyOf.get(players)
  if (!byKey) {
    byKey = new Map(players.map((p) => [p.player, p]))
    byKeyOf.set(players, byKey)
  }
  return byKey
}

/** The night's standings from its records: every real player's, named, ranked by the engine. */
export function standings(
  records: readonly PlayerRecord[],
  state: NightState,
  players: readonly NightPlayer[],
): Standing[] {
  const byKey = playersByKey(players)
  const nameOf = (r: PlayerRecord): string => byKey.get(r.player)?.name ?? r.player
  const real = records.filter((r) => !isGhost(r.player))
  return rankPlayersInto(real, state.rules, nameOf, state.rollOffs, (r, place) =>
    standing(r, nameOf(r), byKey.get(r.player)?.personId ?? personOf(r.player), place),
  )
}

// One standing made in one go: its record's fields, its own copy of the marks (the running
// records' marks grow with the next commit), its name and its place.
function standing(r: PlayerRecord, name: string, personId: number | null, place: number): Standing {
  return {
    player: r.player,
    marks: r.marks.slice(),
    wins: r.wins,
    losses: r.losses,
    roundsPlayed: r.roundsPlayed,
    buncos: r.buncos,
    minis: r.minis,
    wipeouts: r.wipeouts,
    travels: r.travels,
    points: r.points,
    pointsRounds: r.pointsRounds,
    partners: r.partners,
    opponents: r.opponents,
    name,
    personId,
    place,
  }
}

/** The night's log as the history screen lists it, newest first, each line with its names. */
export function historyEntries(
  events: readonly EventRow[],
  state: NightState,
  players: readonly NightPlayer[],
): HistoryEntry[] {
  const names = new Map(players.map((p) => [p.player, p.name]))
  const said = sayHistory(events, state, (key) => names.get(key) ?? key)
  return events
    .map((e, i) => {
      return {
        id: e.id,
        type: e.type,
        at: e.created_at,
        said: said[i]?.said ?? { key: `history.says.${e.type}`, params: {} },
        undid: said[i]?.undid ?? null,
        undone: e.undone_by !== null,
        refersTo: e.type === UNDO ? undoTargetOf(e) : e.redo_of,
        source: e.source ?? null,
      }
    })
    .reverse()
}
