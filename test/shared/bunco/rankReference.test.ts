// The ranking matched against the plain definition it is written to follow: split each tied group
// by every value of a key in turn (none when any row lacks it), then order by name, places shared.
import { describe, expect, it } from 'vitest'
import { createRandom, rankBy, splitBy, type RankKey } from '../../../src/shared/bunco'

interface Row {
  id: number
  name: string
  wins: number
  buncos: number
  points: number | null
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

function referenceSplit<T>(group: readonly T[], key: RankKey<T>): T[][] | null {
  const values = group.map(key)
  if (values.some((v) => v === null)) return null
  const order = [...new Set(values as number[])].sort((a, b) => b - a)
  return order.map((v) => group.filter((_, i) => values[i] === v))
}

function referenceRank<T>(rows: readonly T[], keys: RankKey<T>[], nameOf: (r: T) => string) {
  let groups: T[][] = rows.length > 0 ? [[...rows]] : []
  for (const key of keys) {
    groups = groups.flatMap((g) => (g.length > 1 ? (referenceSplit(g, key) ?? [g]) : [g]))
  }
  const out: (T & { place: number })[] = []
  for (const group of groups) {
    const place = out.length + 1
    const named = [...group].sort((a, b) => collator.compare(nameOf(a), nameOf(b)))
    for (const row of named) out.push({ ...row, place })
  }
  return out
}

const NAMES = ['Ann', 'ann', 'Bo', 'Cat', 'Guest 2', 'Guest 10', 'Zoë', 'Zoe', 'Émile']

function rows(seed: number): Row[] {
  const random = createRandom(seed)
  return Array.from({ length: random.int(40) }, (_, id) => ({
    id,
    name: NAMES[random.int(NAMES.length)] as string,
    wins: random.int(5),
    buncos: random.int(3),
    points: random.next() < 0.15 ? null : random.int(4),
  }))
}

const KEYS: RankKey<Row>[][] = [
  [(r) => r.wins],
  [(r) => r.wins, (r) => r.buncos],
  [(r) => r.wins, (r) => r.points, (r) => r.buncos],
  [(r) => r.points, (r) => -r.wins],
  [],
]

describe('the ranking against its plain definition', () => {
  it('splits a group as filtering it by each value, best first', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const group = rows(seed)
      for (const keys of KEYS) {
        for (const key of keys) expect(splitBy(group, key)).toEqual(referenceSplit(group, key))
      }
    }
  })

  it('ranks and places rows as the keys in turn, then the names, do', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const group = rows(seed)
      for (const keys of KEYS) {
        const ranked = rankBy(group, keys, (r) => r.name)
        expect(ranked, `seed ${seed}`).toEqual(referenceRank(group, keys, (r) => r.name))
      }
    }
  })
})
