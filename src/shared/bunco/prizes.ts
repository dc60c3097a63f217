import { isGhost, realPlayers } from './ghosts'
import type { HouseRules, PrizeCategory, PrizeRule, TieBreaker } from './rules'
import { PRIZE_COUNTS, prizeChain } from './prizeChain'
import { splitBy, tieBreakKey } from './standings'
import { tally, type PlayerRecord } from './tally'
import type { PlayedRound, TableResult } from './types'

/** How a prize came out: one winner, shared, waiting for a roll-off, or nobody qualifies. */
export type AwardStatus = 'won' | 'shared' | 'needsRollOff' | 'none'

/** Why a tie-break step was passed over for a prize: its data is missing for a tied player. */
export type SkipReason = 'pointsMissing'

/** A tie-break step passed over, and the tied players who lacked its data. */
export interface SkippedStep {
  step: TieBreaker
  reason: SkipReason
  players: string[]
}

/** One prize's outcome; a tie that needs a roll-off is reported, never silently decided. */
export interface Award {
  prize: PrizeCategory
  status: AwardStatus
  /** The holder (or holders when shared); empty while a roll-off is needed. */
  winners: string[]
  /** Everyone who tied on the category itself, or who are left to roll off. */
  tied: string[]
  /** What settled it: outright, a tie-break step, or the players sharing it. */
  decidedBy: 'outright' | TieBreaker | 'shared' | null
  /** Tie-break steps passed over because their data was missing. */
  skipped: SkippedStep[]
  /** A roll-off winner recorded earlier who is no longer among the tied (a higher prize took them). */
  droppedPick: string | null
  /** The winning count (wins, Buncos…), or null for last Bunco and the traveling die. */
  value: number | null
}

/** Who won each prize's roll-off (or the host's pick), for prizes reported as needing one. */
export type RollOffWinners = Partial<Record<PrizeCategory, string>>

function travelCounts(
  result: TableResult,
  target: number,
  rules: HouseRules,
): Record<string, number> {
  if (result.travels !== undefined) return result.travels
  const passOn = rules.travelingDie.passOn
  return passOn === 'bunco' || passOn === target ? (result.buncos ?? {}) : {}
}

/** The last round's eligible players who rolled a Bunco (or passed the traveling die to themselves). */
function lastOnes(
  history: readonly PlayedRound[],
  prize: 'lastBunco' | 'travelingDie',
  rules: HouseRules,
  eligible: ReadonlySet<string>,
): string[] {
  for (let i = history.length - 1; i >= 0; i--) {
    const played = history[i] as PlayedRound
    const stated = prize === 'lastBunco' ? played.lastBunco : played.dieHolder
    if (stated !== undefined && eligible.has(stated)) return [stated]
    const who = new Set<string>()
    for (const result of played.results) {
      const counts =
        prize === 'lastBunco'
          ? (result.buncos ?? {})
          : travelCounts(result, played.plan.target, rules)
      for (const [id, n] of Object.entries(counts)) if (n > 0 && eligible.has(id)) who.add(id)
    }
    if (who.size > 0) return [...who]
  }
  return []
}

function best(
  players: readonly PlayerRecord[],
  value: (r: PlayerRecord) => number,
): PlayerRecord[] {
  const top = Math.max(...players.map(value))
  return players.filter((r) => value(r) === top)
}

/** Settles a tie for one prize by its tie rule; never throws for a pick that no longer applies. */
function settle(
  rule: PrizeRule,
  tied: PlayerRecord[],
  value: number | null,
  rules: HouseRules,
  rollOffs: RollOffWinners,
): Award {
  const names = (rs: readonly PlayerRecord[]): string[] => rs.map((r) => r.player)
  const base = { prize: rule.category, tied: names(tied), value, droppedPick: null }
  const skipped: SkippedStep[] = []
  const decided = (winners: string[], decidedBy: Award['decidedBy']): Award => ({
    ...base,
    status: decidedBy === 'shared' ? 'shared' : 'won',
    winners,
    decidedBy,
    skipped,
  })
  if (tied.length === 1) return decided(base.tied, 'outright')
  const rollOff = (left: PlayerRecord[]): Award => {
    const pick = rollOffs[rule.category]
    if (pick !== undefined && left.some((r) => r.player === pick)) return decided([pick], 'rollOff')
    return {
      ...base,
      tied: names(left),
      status: 'needsRollOff',
      winners: [],
      decidedBy: null,
      skipped,
    }
  }
  if (rule.tie === 'share') return decided(base.tied, 'shared')
  if (rule.tie === 'rollOff') return rollOff(tied)
  let left = tied
  for (const step of prizeChain(rule.category, rules.tieBreak)) {
    const key = tieBreakKey(step)
    if (key === null) return rollOff(left)
    const groups = splitBy(left, key)
    if (groups === null) {
      const players = names(left.filter((r) => key(r) === null))
      skipped.push({ step, reason: 'pointsMissing', players })
      continue
    }
    left = groups[0] ?? left
    if (left.length === 1) return decided(names(left), step)
  }
  return decided(names(left), 'shared')
}

function candidates(
  rule: PrizeRule,
  pool: PlayerRecord[],
  history: readonly PlayedRound[],
  rules: HouseRules,
): { tied: PlayerRecord[]; value: number | null } {
  const played = pool.filter((r) => r.roundsPlayed > 0)
  const field = PRIZE_COUNTS[rule.category]
  if (field !== undefined) {
    const count = (r: PlayerRecord): number => r[field]
    const top = best(played, count)
    const value = top.length > 0 ? count(top[0] as PlayerRecord) : 0
    // nobody wins "most Buncos" with none; most wins and losses need at least one
    return { tied: value > 0 ? top : [], value }
  }
  if (rule.category === 'evenSplit')
    return { tied: played.filter((r) => r.wins === r.losses), value: null }
  if (rule.category === 'travelingDie' && !rules.travelingDie.enabled)
    return { tied: [], value: null }
  const eligible = new Set(played.map((r) => r.player))
  const last = new Set(
    lastOnes(
      history,
      rule.category === 'lastBunco' ? 'lastBunco' : 'travelingDie',
      rules,
      eligible,
    ),
  )
  return { tied: played.filter((r) => last.has(r.player)), value: null }
}

/**
 * Who holds the traveling die now, as its prize would be decided: the player it was passed to
 * in the open round, else whoever last rolled its trigger (several when they did so in the same
 * round); none when the die is not used or has not moved yet.
 */
export function dieHolders(
  history: readonly PlayedRound[],
  rules: HouseRules,
  passedThisRound?: string,
): string[] {
  if (!rules.travelingDie.enabled) return []
  if (passedThisRound !== undefined) return [passedThisRound]
  const everyone = new Set(history.flatMap((r) => realPlayers(r.plan)))
  return lastOnes(history, 'travelingDie', rules, everyone)
}

/**
 * The night's prizes in the host's order (RULES.md section 8); ghosts never win. A roll-off pick
 * that no longer applies (a higher prize took that player) is reported as `droppedPick`, and the
 * prize needs its roll-off again.
 */
export function awardPrizes(
  history: readonly PlayedRound[],
  rules: HouseRules,
  rollOffs: RollOffWinners = {},
): Award[] {
  const records = tally(history).filter((r) => !isGhost(r.player))
  const holders = new Set<string>()
  const awards: Award[] = []
  for (const rule of rules.prizes) {
    if (!rule.enabled) continue
    const pool = rules.onePrizePerPerson ? records.filter((r) => !holders.has(r.player)) : records
    const { tied, value } = candidates(rule, pool, history, rules)
    const settled: Award =
      tied.length === 0
        ? {
            prize: rule.category,
            status: 'none',
            winners: [],
            tied: [],
            decidedBy: null,
            skipped: [],
            droppedPick: null,
            value,
          }
        : settle(rule, tied, value, rules, rollOffs)
    // a pick counts only while it decides this prize's roll-off
    const pick = rollOffs[rule.category]
    const used = settled.decidedBy === 'rollOff' && settled.winners[0] === pick
    const award = pick === undefined || used ? settled : { ...settled, droppedPick: pick }
    for (const w of award.winners) holders.add(w)
    awards.push(award)
  }
  return awards
}

/** The roll-off picks that still apply to these awards (stale ones left out). */
export function standingPicks(rollOffs: RollOffWinners, awards: readonly Award[]): RollOffWinners {
  const out: RollOffWinners = {}
  for (const award of awards) {
    const pick = rollOffs[award.prize]
    if (pick !== undefined && award.droppedPick === null) out[award.prize] = pick
  }
  return out
}
