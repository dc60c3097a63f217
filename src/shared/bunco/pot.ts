// The night's money pot split over its prizes. Every amount is an integer of minor units (cents,
// yen); shares are percents with at most two decimals, worked in basis points so no float is
// ever summed.
import { fail } from './errors'
import type { Award } from './prizes'
import type { PrizeCategory } from './rules'

/** One prize's share of the pot, in percent (0–100, at most two decimals). */
export interface PotShare {
  prize: PrizeCategory
  percent: number
}

/** What a prize nobody won does with its share: go to the next night's pot, or to the won prizes. */
export type UnclaimedShare = 'carry' | 'spread'

/** What splitPot needs: the pot in minor units, the host's shares and the settled awards. */
export interface PotInput {
  pot: number
  shares: PotShare[]
  awards: Award[]
  unclaimed: UnclaimedShare
}

/** One holder's money for one prize. */
export interface Payout {
  prize: PrizeCategory
  player: string
  amount: number
}

/** The split: every payout, what goes on to the next night, and what the club keeps. */
export interface PotSplit {
  payouts: Payout[]
  carried: number
  kept: number
}

const WHOLE = 10_000 // 100 % in basis points
/** The largest pot splitPot takes, in minor units: its products with basis points stay exact. */
export const MAX_POT_MINOR = 100_000_000_000

function basisPoints(share: PotShare): number {
  const bp = Math.round(share.percent * 100)
  const exact = Math.abs(bp - share.percent * 100) < 1e-6
  if (!Number.isFinite(share.percent) || !exact || bp < 0 || bp > WHOLE)
    fail('invalid-pot', 'pot.percent', { prize: share.prize, got: String(share.percent) })
  return bp
}

/**
 * Splits `total` minor units in proportion to `weights` (largest remainder; ties to the earlier
 * one), so the parts are integers that add up to `total` exactly.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum === 0) return weights.map(() => 0)
  const parts = weights.map((w) => Math.floor((total * w) / sum))
  let left = total - parts.reduce((a, b) => a + b, 0)
  const order = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left === 0) break
    parts[i] = (parts[i] as number) + 1
    left--
  }
  return parts
}

/** Checks a pot's shares (each prize once, 0–100 % with two decimals, 100 % at most in all). */
export function shareBasisPoints(shares: readonly PotShare[]): number[] {
  const seen = new Set<PrizeCategory>()
  for (const share of shares) {
    if (seen.has(share.prize)) fail('invalid-pot', 'pot.prizeTwice', { prize: share.prize })
    seen.add(share.prize)
  }
  const points = shares.map(basisPoints)
  const sum = points.reduce((a, b) => a + b, 0)
  if (sum > WHOLE) fail('invalid-pot', 'pot.percentSum', { got: String(sum / 100) })
  return points
}

/** Each share's part of a pot, before any carry or spread, and what no share covers (kept). */
export function shareAmounts(
  pot: number,
  shares: readonly PotShare[],
): { amounts: number[]; kept: number } {
  const points = shareBasisPoints(shares)
  const sharedOut = Math.floor((pot * points.reduce((a, b) => a + b, 0)) / WHOLE)
  return { amounts: apportion(sharedOut, points), kept: pot - sharedOut }
}

function checkInput(input: PotInput): number[] {
  if (!Number.isSafeInteger(input.pot) || input.pot < 0 || input.pot > MAX_POT_MINOR)
    fail('invalid-pot', 'pot.amount', { got: String(input.pot) })
  const points = shareBasisPoints(input.shares)
  const open = input.awards.find((a) => a.status === 'needsRollOff')
  if (open !== undefined) fail('invalid-pot', 'pot.unsettled', { prize: open.prize })
  return points
}

/**
 * The pot split over the night's prizes (issue 21): each share goes to its prize's holders, split
 * evenly, the odd minor units to the holders in the order the award names them; a prize nobody
 * won carries its share on (`carry`) or spreads it over the won prizes by their shares, evenly if those are all 0 % (`spread`;
 * carried when no prize was won). Whatever no share covers stays with the club. Always
 * `sum(payouts) + carried + kept === pot`.
 */
export function splitPot(input: PotInput): PotSplit {
  const points = checkInput(input)
  const { amounts, kept } = shareAmounts(input.pot, input.shares)
  const holdersOf = (prize: PrizeCategory): string[] =>
    input.awards.find((a) => a.prize === prize && a.winners.length > 0)?.winners ?? []
  const won = input.shares.map((s) => holdersOf(s.prize).length > 0)
  const unclaimed = amounts.reduce((sum, a, i) => (won[i] === true ? sum : sum + a), 0)
  const anyWon = won.some(Boolean)
  // won prizes whose shares are all 0 % still take the spread, evenly
  const byShare = points.map((p, i) => (won[i] === true ? p : 0))
  const weights = byShare.some((w) => w > 0) ? byShare : won.map((w) => (w ? 1 : 0))
  const spread =
    input.unclaimed === 'spread' && anyWon ? apportion(unclaimed, weights) : points.map(() => 0)
  const payouts: Payout[] = []
  input.shares.forEach((share, i) => {
    const holders = holdersOf(share.prize)
    if (holders.length === 0) return
    const amount = (amounts[i] as number) + (spread[i] as number)
    const each = apportion(
      amount,
      holders.map(() => 1),
    )
    holders.forEach((player, k) =>
      payouts.push({ prize: share.prize, player, amount: each[k] ?? 0 }),
    )
  })
  const carried = input.unclaimed === 'spread' && anyWon ? 0 : unclaimed
  return { payouts, carried, kept }
}
