// What a kept table's screen says: names for seats and sides, and the line about whose turn it is.
import { SEATS, currentRoller, isGhost, type Seat, type Side, type TableState } from '@shared/bunco'
import { listOf } from '../i18n'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** A player's name: typed or from the roster, else the seat it sits in ("North"). */
export function playerName(
  t: Translate,
  table: TableState,
  names: Record<string, string>,
  id: string,
): string {
  if (isGhost(id)) return t('tools.keeper.empty')
  const named = names[id]
  if (named) return named
  const seat = SEATS.find((s) => table.seats[s] === id)
  return seat ? t(`tools.seat.${seat}`) : id
}

/** A side's name: the partners' names ("Ann and Cat"), or the player in individual play. */
export function sideName(
  t: Translate,
  table: TableState,
  names: Record<string, string>,
  side: Side,
): string {
  if (table.play === 'individual') return playerName(t, table, names, table.seats[side as Seat])
  const seats = SEATS.filter((s) => side.includes(s))
  const real = seats.map((s) => table.seats[s]).filter((id) => !isGhost(id))
  if (real.every((id) => !names[id])) return t(`tools.team.${side}`)
  return listOf(real.map((id) => playerName(t, table, names, id)))
}

/** The sides of the table in order: the two teams, or each seated player. */
export function sidesOf(table: TableState): Side[] {
  return table.play === 'team'
    ? ['NS', 'EW']
    : table.order.slice().sort((a, b) => SEATS.indexOf(a) - SEATS.indexOf(b))
}

/** The line under the round's number: whose turn, the bell, the roll-off, or who won. */
export function statusLine(t: Translate, table: TableState, names: Record<string, string>): string {
  const who = currentRoller(table)
  const roller = playerName(t, table, names, who.rolledBy)
  if (table.phase === 'done' && table.winner) {
    const side = sideName(t, table, names, table.winner)
    return t(table.wonByRollOff ? 'tools.keeper.wonByRollOff' : 'tools.keeper.wonBy', { side })
  }
  if (table.phase === 'rollOff') {
    const tied = table.points.NS ?? 0
    return t('tools.keeper.rollOff', { points: tied, name: roller })
  }
  if (table.phase === 'finishing') {
    return t(table.endsAtGoal ? 'tools.keeper.headBell' : 'tools.keeper.finishing', {
      name: roller,
    })
  }
  if (isGhost(who.player)) return t('tools.keeper.turnGhost', { name: roller })
  return t('tools.keeper.turn', { name: roller })
}
