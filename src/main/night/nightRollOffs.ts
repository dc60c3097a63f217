// The prizes' roll-offs settled: those the host rolled at the table are chosen by name; those
// the app rolls are drawn from the night's seed, and the host is told the dice.
import {
  PRIZE_CATEGORIES,
  createRandom,
  digitalRollOff,
  seedFrom,
  type PrizeCategory,
  type RollOffWinners,
} from '@shared/bunco'
import { playerKey } from '@shared/night'
import { rollOffThrows } from '@shared/rollOffSaid'
import type { NightView, Notice } from '@shared/views'
import { actOnNight, playerName } from './nightActions'
import type { NightDeps } from './nightDeps'

/** Settles roll-offs: the winners the host chose, and those the app rolls (`digital`). */
export function settleRollOffs(
  deps: NightDeps,
  nightId: number,
  rollOffs: Partial<Record<PrizeCategory, number>>,
  digital: readonly PrizeCategory[],
): NightView {
  const state = deps.store.state(nightId)
  const chosen: RollOffWinners = {}
  for (const prize of PRIZE_CATEGORIES) {
    const personId = rollOffs[prize]
    if (personId !== undefined) chosen[prize] = playerKey(personId)
  }
  // the app's roll-off is said with its dice (the last one rolled, when several are)
  let rolled: Notice | undefined
  for (const prize of digital) {
    const award = state.awards?.find((a) => a.prize === prize)
    if (!award || award.status !== 'needsRollOff') continue
    const events = deps.store.events(nightId).length
    const outcome = digitalRollOff(
      award.tied,
      createRandom(seedFrom(state.seed ?? 0, 'prize', prize, events)),
    )
    chosen[prize] = outcome.winner
    const name = (p: string): string => playerName(deps, nightId, p)
    const throws = rollOffThrows(outcome, name)
    const params = { prize: `@prizes.${prize}`, throws, name: name(outcome.winner) }
    rolled = { key: 'notices.appRolled', params }
  }
  return actOnNight(deps, nightId, { type: 'rollOffs', rollOffs: chosen }, rolled)
}
