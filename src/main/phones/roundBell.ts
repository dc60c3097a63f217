// The head table's bell as the phones show it: rung in the round being played, not in an earlier
// one (the timer keeps its count for good, so each round remembers the count it began with).
import type { NightStatus } from '@shared/night'
import type { PhoneTableView } from '@shared/phones/views'
import { roomClockOf, type RoomClock } from '@shared/roomClock'
import { playing, type PhonesContext } from './phonesContext'

/** Notes the bell's count as a night's round begins (called on every change of a night). */
export function markRound(cx: PhonesContext, nightId: number): void {
  const round = playing(cx, nightId)?.current?.plan.round
  if (round === undefined) {
    cx.roundBells.delete(nightId)
    return
  }
  if (cx.roundBells.get(nightId)?.round !== round) {
    cx.roundBells.set(nightId, { round, bells: cx.timer.get().bells })
  }
}

/** The bell of a night's round: its count, and when it rang if it rang in this round. */
export function roundBell(
  cx: PhonesContext,
  nightId: number,
  round: number | undefined,
): PhoneTableView['bell'] {
  const timer = cx.timer.get()
  if (round === undefined) return { bells: timer.bells, bellAt: null }
  let mark = cx.roundBells.get(nightId)
  if (mark?.round !== round) {
    // a round first seen now (the app just opened): its bell is the one rung from now on
    mark = { round, bells: timer.bells }
    cx.roundBells.set(nightId, mark)
  }
  return { bells: timer.bells, bellAt: timer.bells > mark.bells ? timer.bellAt : null }
}

/** The night's clock as its phones and TV are told it: none unless the night is being played. */
export function nightClock(cx: PhonesContext, status: NightStatus): RoomClock {
  if (status !== 'playing') return { moveEndsAt: null, roundEndsAt: null }
  return roomClockOf(cx.timer.get())
}
