import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../src/shared/bunco'
import {
  buildDeskIndex,
  searchDesk,
  type DeskEntry,
} from '../../../src/shared/fundraiser/deskSearch'
import { foldText } from '../../../src/shared/fundraiser/fold'

const GUESTS: DeskEntry[] = [
  { registrationId: '1', firstName: 'Zoë', lastName: 'Núñez' },
  { registrationId: '2', firstName: 'Anna', lastName: 'Lee' },
  { registrationId: '3', firstName: 'Lee', lastName: 'Anderson' },
  { registrationId: '4', firstName: 'Mary', lastName: "O'Brien-Smith" },
  { registrationId: '5', firstName: 'Ann', lastName: 'Kleeman' },
  { registrationId: '6', firstName: 'Jürgen', lastName: 'Groß' },
  { registrationId: '7', firstName: 'Chloé', lastName: 'Dubois' },
]
const index = buildDeskIndex(GUESTS)
const ids = (typed: string): string[] => searchDesk(index, typed).hits.map((h) => h.registrationId)

describe('folding names', () => {
  it('sets accents, case, apostrophes and letters NFD keeps whole aside', () => {
    expect(foldText("Zoë O'Brien-Núñez")).toBe('zoe obrien nunez')
    expect(foldText('GROSS Groß Søren Łukasz')).toBe('gross gross soren lukasz')
    expect(foldText('  Ｍａｒｙ  ')).toBe('mary')
  })
})

describe('the desk search', () => {
  it('finds by surname, first name, or the start of either', () => {
    expect(ids('nunez')).toEqual(['1'])
    expect(ids('zoe')).toEqual(['1'])
    expect(ids('dub')).toEqual(['7'])
    expect(ids('chlo')).toEqual(['7'])
  })

  it('ignores accents and case both ways', () => {
    expect(ids('NÚÑ')).toEqual(['1'])
    expect(ids('chloe')).toEqual(['7'])
    expect(ids('gross')).toEqual(['6'])
    expect(ids('juergen')).toEqual([])
    expect(ids('jurgen')).toEqual(['6'])
  })

  it('ranks surname starts, then first-name starts, then inner matches', () => {
    const result = searchDesk(index, 'lee')
    expect(result.hits).toEqual([
      { registrationId: '2', match: 'surname' },
      { registrationId: '3', match: 'firstName' },
      { registrationId: '5', match: 'inner' },
    ])
    expect(result.total).toBe(3)
  })

  it('orders alphabetically by surname within a rank', () => {
    expect(ids('an')).toEqual(['3', '5', '2'])
  })

  it('matches every typed word, in either order, and parts of double-barrelled names', () => {
    // Ann Kleeman holds "lee" inside her surname: found, after the one whose words start so
    expect(ids('ann lee')).toEqual(['2', '5'])
    expect(ids('lee ann')).toEqual(['2', '5'])
    expect(ids('ann kle')).toEqual(['5'])
    expect(ids('smith')).toEqual(['4'])
    expect(ids('obrien')).toEqual(['4'])
    expect(ids("o'bri")).toEqual(['4'])
  })

  it('keeps one typed letter to the starts of words', () => {
    expect(ids('z')).toEqual(['1'])
    expect(ids('e')).toEqual([])
  })

  it('finds nothing for nothing typed, or for what nobody is called', () => {
    expect(searchDesk(index, '   ')).toEqual({ hits: [], total: 0 })
    expect(ids('xyz')).toEqual([])
    expect(searchDesk(buildDeskIndex([]), 'ann')).toEqual({ hits: [], total: 0 })
  })

  it('stops at the limit and says how many matched', () => {
    const many = buildDeskIndex(
      Array.from({ length: 50 }, (_, i) => ({
        registrationId: `${i}`,
        firstName: 'Sam',
        lastName: `Smith${i}`,
      })),
    )
    const result = searchDesk(many, 'sm', 10)
    expect(result.hits).toHaveLength(10)
    expect(result.total).toBe(50)
  })
})

describe('the desk search over 2,000 guests', () => {
  const FIRST = [
    'Zoë',
    'Anna',
    'Chloé',
    'Jürgen',
    'Mary',
    'José',
    'Ines',
    'Björn',
    'Siobhán',
    'Kenji',
    'Amélie',
    'Lee',
  ]
  const LAST = [
    'Núñez',
    'Lee',
    'Dubois',
    'Groß',
    "O'Brien",
    'Müller',
    'Åberg',
    'Kleeman',
    'Nguyen',
    'Smith-Jones',
    'Lefèvre',
    'Tanaka',
  ]
  const random = createRandom(2000)
  const guests: DeskEntry[] = Array.from({ length: 2000 }, (_, i) => ({
    registrationId: `r${i}`,
    firstName: FIRST[random.int(FIRST.length)] as string,
    lastName: `${LAST[random.int(LAST.length)] as string}${random.int(3) === 0 ? ` ${i}` : ''}`,
  }))
  const big = buildDeskIndex(guests)

  /** A plain scan that says the same thing the index should. */
  function reference(typed: string): { id: string; rank: number; key: string }[] {
    const terms = foldText(typed).split(' ').filter(Boolean)
    return guests.flatMap((g, at) => {
      const surname = foldText(g.lastName).split(' ')
      const words = [...surname, ...foldText(g.firstName).split(' ')]
      const key = words.join(' ')
      let inner = false
      for (const t of terms) {
        if (words.some((w) => w.startsWith(t))) continue
        if (t.length < 2 || !key.includes(t)) return []
        inner = true
      }
      const rank = inner ? 2 : surname.some((w) => w.startsWith(terms[0] as string)) ? 0 : 1
      return [{ id: g.registrationId, rank, key: `${key}\u0000${String(at).padStart(5, '0')}` }]
    })
  }

  for (const typed of [
    'n',
    'nu',
    'nun',
    'lee',
    'le',
    'ee',
    'chloe',
    'jurgen gro',
    'smith',
    '17',
    'obri',
    'aberg',
    'zz',
  ]) {
    it(`agrees with a plain scan for “${typed}”`, () => {
      const expected = reference(typed)
        .sort((a, b) => a.rank - b.rank || (a.key < b.key ? -1 : 1))
        .map((r) => r.id)
      const result = searchDesk(big, typed, 5000)
      expect(result.total).toBe(expected.length)
      expect(result.hits.map((h) => h.registrationId)).toEqual(expected)
    })
  }

  it('finds a guest by the start of their surname among 2,000', () => {
    const { hits } = searchDesk(big, 'tanak', 2000)
    expect(hits.length).toBeGreaterThan(100)
    expect(
      hits.every((h) =>
        guests.find((g) => g.registrationId === h.registrationId)?.lastName.startsWith('Tanaka'),
      ),
    ).toBe(true)
  })
})
