import type { Award } from '@shared/bunco'

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
