import { isGhost } from './ghosts'
import { lastOnes, type LastPrize } from './lastOnes'
import type { HouseRules, PrizeCategory, PrizeRule, RollOffWinners, TieBreaker } from './rules'
import { PRIZE_COUNTS, prizeChain } from './prizeChain'
import { splitBy, tieBreakKey } from './standings'
import { tally, type PlayerRecord } from './tally'
import type { PlayedRound } from './types'

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
  /**
   * The prize higher on the list whose roll-off settles this one too: both ask who rolled the
   * night's last Bunco (Last Bunco, and the traveling die passed on a Bunco). Absent otherwise.
   */
  sameRollOffAs?: PrizeCategory
}

/** Who won each prize's roll-off (its home is rules.ts, beside the prizes it names). */
export type { RollOffWinners }

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
  picks: readonly string[],
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
    // the first pick that is among the players left (one roll-off may answer two prizes)
    const pick = picks.find((p) => left.some((r) => r.player === p))
    if (pick !== undefined) return decided([pick], 'rollOff')
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
): { tied: PlayerRecord[]; value: number | null; fact: string | null } {
  const played = pool.filter((r) => r.roundsPlayed > 0)
  const field = PRIZE_COUNTS[rule.category]
  if (field !== undefined) {
    const count = (r: PlayerRecord): number => r[field]
    const top = best(played, count)
    const value = top.length > 0 ? count(top[0] as PlayerRecord) : 0
    // nobody wins "most Buncos" with none; most wins and losses need at least one
    return { tied: value > 0 ? top : [], value, fact: null }
  }
  if (rule.category === 'evenSplit')
    return { tied: played.filter((r) => r.wins === r.losses), value: null, fact: null }
  const prize = lastPrize(rule.category, rules)
  if (prize === null) return { tied: [], value: null, fact: null }
  const eligible = new Set(played.map((r) => r.player))
  const last = lastOnes(history, prize, rules, eligible)
  const who = new Set(last.players)
  return { tied: played.filter((r) => who.has(r.player)), value: null, fact: last.fact }
}

/** The prize as one decided by who did something last, or null (a count, or the die unused). */
function lastPrize(category: PrizeCategory, rules: HouseRules): LastPrize | null {
  if (category === 'lastBunco') return category
  return category === 'travelingDie' && rules.travelingDie.enabled ? category : null
}

/**
 * The prizes whose ties ask one same question of the whole night (who rolled its last Bunco),
 * each with the prizes sharing it in list order: one roll-off settles them all.
 */
function sharedQuestions(
  history: readonly PlayedRound[],
  rules: HouseRules,
  records: readonly PlayerRecord[],
): Map<PrizeCategory, PrizeCategory[]> {
  const everyone = new Set(records.filter((r) => r.roundsPlayed > 0).map((r) => r.player))
  const byFact = new Map<string, PrizeCategory[]>()
  for (const rule of rules.prizes) {
    const prize = rule.enabled ? lastPrize(rule.category, rules) : null
    const fact = prize === null ? null : lastOnes(history, prize, rules, everyone).fact
    if (fact !== null) byFact.set(fact, [...(byFact.get(fact) ?? []), rule.category])
  }
  const out = new Map<PrizeCategory, PrizeCategory[]>()
  for (const group of byFact.values()) for (const category of group) out.set(category, group)
  return out
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
  const shared = sharedQuestions(history, rules, records)
  const holders = new Set<string>()
  const awards: Award[] = []
  for (const rule of rules.prizes) {
    if (!rule.enabled) continue
    const pool = rules.onePrizePerPerson ? records.filter((r) => !holders.has(r.player)) : records
    const { tied, value } = candidates(rule, pool, history, rules)
    const group = shared.get(rule.category) ?? [rule.category]
    const picks = group.flatMap((category) => rollOffs[category] ?? [])
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
        : settle(rule, tied, value, rules, picks)
    // a pick counts only while it decides this prize's roll-off
    const pick = rollOffs[rule.category]
    const used = settled.decidedBy === 'rollOff' && settled.winners[0] === pick
    const kept = pick === undefined || used ? settled : { ...settled, droppedPick: pick }
    const first = group[0]
    const award =
      first !== undefined && first !== rule.category ? { ...kept, sameRollOffAs: first } : kept
    for (const w of award.winners) holders.add(w)
    awards.push(award)
  }
  return awards
}

/**
 * The roll-off picks these awards rest on, each kept under the prize it decides (a pick made
 * for one prize that settled a higher one asking the same question is kept under that one);
 * stale picks are left out.
 */
export function standingPicks(awards: readonly Award[]): RollOffWinners {
  const out: RollOffWinners = {}
  for (const award of awards) {
    const winner = award.winners[0]
    if (award.decidedBy === 'rollOff' && winner !== undefined) out[award.prize] = winner
  }
  return out
}
