import { PRIZE_COUNTS, type Award } from '@shared/bunco'
import { countOf } from '../i18n'

/** The translator and the player namer an award's explanation needs. */
export interface AwardWords {
  t: (key: string, params?: Record<string, unknown>) => string
  names: (ids: readonly string[]) => string
}

/**
 * How a prize was settled, in sentences: the tie-break step that decided it, and each step
 * passed over with the reason (the same facts the results sheet prints).
 */
export function awardExplanation(award: Award, { t, names }: AwardWords): string[] {
  const lines: string[] = []
  if (award.decidedBy && award.decidedBy !== 'outright' && award.status !== 'needsRollOff')
    lines.push(t(`prizesPanel.decidedBy.${award.decidedBy}`))
  for (const skip of award.skipped) {
    const step = t(`rules.breakers.${skip.step}`)
    lines.push(t(`prizesPanel.skipped.${skip.reason}`, { step, names: names(skip.players) }))
  }
  return lines
}

/** A counted prize's winning number said with what it counts ("6 wins"), or null. */
export function awardScore(award: Award): string | null {
  const word = PRIZE_COUNTS[award.prize]
  return word && award.value !== null && award.status !== 'none' ? countOf(word, award.value) : null
}
