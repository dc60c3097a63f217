import { faceOfRound, type RoundPlan } from './bunco'

/**
 * The parameters of the round's name, said the same on screen and on paper: "Set 2 · Round 1
 * (7 of 24)" — the set, the round within it, and the round's place in the night.
 */
export function roundLabel(
  plan: Pick<RoundPlan, 'set' | 'round'>,
  total: number,
): { set: number; round: number; n: number; total: number } {
  return { set: plan.set, round: faceOfRound(plan.round), n: plan.round, total }
}
