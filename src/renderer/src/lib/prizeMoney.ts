import type { PrizeCategory } from '@shared/bunco'
import type { NightMoneyView } from '@shared/club'

/** One money line of a prize on a club night. */
export type PrizeMoneyLine =
  /** Before the pot is split: the prize's share of it. */
  | { kind: 'share'; amount: number; percent: number }
  /** Once split: one holder's payout. */
  | { kind: 'payout'; player: string; amount: number }
  /** Once split, a prize nobody won: its share went on to the next night's pot. */
  | { kind: 'carried'; amount: number }

/** What a prize is worth on a club night: each holder's payout once settled, else its share. */
export function prizeMoney(money: NightMoneyView | null, prize: PrizeCategory): PrizeMoneyLine[] {
  if (!money) return []
  const share = money.shares.find((s) => s.prize === prize)
  if (!money.settled)
    return share ? [{ kind: 'share', amount: share.amount, percent: share.percent }] : []
  const paid = money.payouts.filter((p) => p.prize === prize)
  if (paid.length > 0)
    return paid.map((p) => ({ kind: 'payout', player: p.player, amount: p.amount }))
  // nothing carried means the unwon shares were spread over the won prizes
  return share && share.amount > 0 && money.carried > 0
    ? [{ kind: 'carried', amount: share.amount }]
    : []
}

/** A sole holder's winnings (null when nobody or several hold the prize, or before the split). */
export function soleAmount(money: NightMoneyView | null, prize: PrizeCategory): number | null {
  const paid = prizeMoney(money, prize).flatMap((l) => (l.kind === 'payout' ? [l.amount] : []))
  return paid.length === 1 ? (paid[0] ?? null) : null
}

/** The translator, number format and player namer the money lines need. */
export interface MoneyWords {
  t: (key: string, params?: Record<string, unknown>) => string
  n: (value: number) => string
  names: (ids: readonly string[]) => string
  amount: (minor: number) => string
}

/**
 * A prize's money in sentences. A sole holder's line is just the sum (their name is already the
 * card's headline): "Wins $20.00", or none when the card puts the sum beside the name; several
 * holders are named: "Ann · $10.00" (`named` says how).
 */
export function prizeMoneyText(
  money: NightMoneyView | null,
  prize: PrizeCategory,
  { t, n, names, amount }: MoneyWords,
  named: 'club.night.payout' | 'club.night.cardMoney',
  soleLine = true,
): string[] {
  const lines = prizeMoney(money, prize)
  const sole = soleAmount(money, prize) !== null
  if (sole && !soleLine) return []
  return lines.map((line) => {
    if (line.kind === 'share')
      return t('club.night.share', { percent: n(line.percent), amount: amount(line.amount) })
    if (line.kind === 'carried')
      return t('club.night.shareCarried', { amount: amount(line.amount) })
    if (sole) return t('club.night.won', { amount: amount(line.amount) })
    return t(named, { name: names([line.player]), amount: amount(line.amount) })
  })
}
