// What the solo game's screen says: names, the primary button's label, a roll in words.
import { soloTurn, type SoloState, type TableRoll } from '@shared/bunco'
import { listOf, plural } from '../i18n'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** 'you' and 'cpu:1'… as the screen names them. */
export function soloName(t: Translate, player: string): string {
  return t(`tools.solo.players.${player.replace(':', '')}`)
}

/** A roll's score in words ("2 points, roll again."). */
export function rollSaid(t: Translate, roll: Pick<TableRoll, 'kind' | 'points'>): string {
  return roll.kind === 'match'
    ? plural('tools.kinds.match', roll.points)
    : t(`tools.kinds.${roll.kind}`, { points: roll.points })
}

/** The roll on screen: the current round's last, or the winning roll once the round is won. */
export function lastRoll(game: SoloState): TableRoll | null {
  if (game.phase !== 'playing') return game.log.at(-1)?.rolls.at(-1) ?? null
  return game.table.log.at(-1) ?? null
}

/**
 * The one button that moves the game on, named for what it does: roll again after your own
 * score, the next player's name after a zero, "continue" through a computer's streak.
 */
export function moveLabel(t: Translate, game: SoloState): string {
  if (game.phase === 'roundOver') return t('tools.solo.nextRound', { round: game.round + 1 })
  const next = soloTurn(game)
  const last = game.table.log.at(-1)
  const name = soloName(t, next)
  if (!last) return next === 'you' ? t('tools.solo.roll') : t('tools.solo.passTo', { name })
  if (last.player === next) {
    return next === 'you' ? t('tools.solo.rollAgain') : t('tools.solo.continueCpu', { name })
  }
  return next === 'you' ? t('tools.solo.yourTurn') : t('tools.solo.passTo', { name })
}

/** A finished round in one line, for the round log. */
export function roundSaid(t: Translate, entry: SoloState['log'][number]): string {
  const points = listOf(
    Object.entries(entry.points).map(([player, p]) => `${soloName(t, player)} ${p}`),
  )
  return t('tools.solo.logRound', {
    round: entry.round,
    face: entry.face,
    winner: soloName(t, entry.winner),
    points,
  })
}
