// The dice roller's fairness with the real random source: 600,000 dice from
// crypto.getRandomValues through the app's rejection sampling, face shares and a chi-square test.
import { webcrypto } from 'node:crypto'
import { diceChiSquare, fairDice } from '../../src/shared/bunco/fairDice'

const ROLLS = 600_000

/** Rolls 600,000 dice, three at a time as the roller does; prints the worst face and p. */
export default async function dice(): Promise<Record<string, unknown>> {
  const source = (bytes: Uint8Array): Uint8Array => webcrypto.getRandomValues(bytes)
  const counts = [0, 0, 0, 0, 0, 0]
  const started = performance.now()
  for (let i = 0; i < ROLLS / 3; i++) for (const d of fairDice(source, 3)) counts[d - 1]! += 1
  const seconds = (performance.now() - started) / 1000
  const maxFaceDeviation = Math.max(...counts.map((c) => Math.abs(c / ROLLS - 1 / 6)))
  const { statistic, p } = diceChiSquare(counts)
  return {
    bench: 'dice',
    rolls: ROLLS,
    maxFaceDeviation: Number(maxFaceDeviation.toFixed(6)),
    chiSquareP: Number(p.toFixed(6)),
    chiSquare: Number(statistic.toFixed(3)),
    counts,
    seconds: Number(seconds.toFixed(2)),
    ok: maxFaceDeviation < 0.01 && p > 0.001,
  }
}
