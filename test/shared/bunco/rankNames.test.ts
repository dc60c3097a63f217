// Rows tied on every key are ordered by name as the collator orders them (numbers by value, case
// and accents alike), however the lists ranked before held those names.
import { describe, expect, it } from 'vitest'
import { createRandom, rankBy } from '../../../src/shared/bunco'

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
const NAMES = [
  'Guest 2',
  'Guest 10',
  'guest 1',
  'Ann',
  'ann',
  'Ånn',
  'Bo',
  'bo',
  'Zoë',
  'Zoe',
  'Émile',
  'Emile 3',
]

describe('ranking by name', () => {
  it('orders tied rows as a sort by the collator does, list after list', () => {
    const random = createRandom(17)
    for (let list = 0; list < 40; list++) {
      // subsets, supersets and repeats of the names, in a random order
      const rows = NAMES.filter(() => random.next() < 0.7).map((name, i) => ({
        name,
        wins: random.int(2),
        i,
      }))
      rows.sort(() => random.next() - 0.5)
      const ranked = rankBy(rows, [(r) => r.wins], (r) => r.name)
      const expected = [1, 0].flatMap((w) =>
        rows.filter((r) => r.wins === w).sort((a, b) => collator.compare(a.name, b.name)),
      )
      expect(
        ranked.map((r) => r.i),
        `list ${list}`,
      ).toEqual(expected.map((r) => r.i))
    }
  })
})
