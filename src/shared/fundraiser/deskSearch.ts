// The door desk's search-as-you-type: a guest found by surname, first name or part of either,
// accents and case aside, with names that start with what was typed before names that only hold
// it. The index is built once per list; each keystroke then looks up, not re-folds, 2,000 names.
import { foldWords } from './fold'

/** A guest as the desk searches them. */
export interface DeskEntry {
  registrationId: string
  firstName: string
  lastName: string
}

/** How a guest matched: every typed word starts a surname word (the first typed), starts a name word, or only sits inside the name. */
export type DeskMatch = 'surname' | 'firstName' | 'inner'

/** One guest found, with how. */
export interface DeskHit {
  registrationId: string
  match: DeskMatch
}

interface Indexed {
  entry: DeskEntry
  surnameWords: string[]
  words: string[]
  /** The folded name, surname first then first name, for inner matches and sorting. */
  folded: string
}

/** The desk's index: folded names once, and every name word sorted for prefix lookups. */
export interface DeskIndex {
  items: readonly Indexed[]
  /** Every word of every name with its item, sorted by word. */
  words: readonly (readonly [string, number])[]
}

const RANK: Record<DeskMatch, number> = { surname: 0, firstName: 1, inner: 2 }

/** Builds the desk's index of a guest list. */
export function buildDeskIndex(entries: readonly DeskEntry[]): DeskIndex {
  const items = entries.map((entry): Indexed => {
    const surnameWords = foldWords(entry.lastName)
    const words = [...surnameWords, ...foldWords(entry.firstName)]
    return { entry, surnameWords, words, folded: words.join(' ') }
  })
  const words: [string, number][] = []
  items.forEach((item, i) => {
    for (const word of new Set(item.words)) words.push([word, i])
  })
  words.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]))
  return { items, words }
}

/** The items with a word starting with `prefix` (binary search over the sorted words). */
function withPrefix(index: DeskIndex, prefix: string): Set<number> {
  let lo = 0
  let hi = index.words.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((index.words[mid] as readonly [string, number])[0] < prefix) lo = mid + 1
    else hi = mid
  }
  const found = new Set<number>()
  for (let i = lo; i < index.words.length; i++) {
    const [word, item] = index.words[i] as readonly [string, number]
    if (!word.startsWith(prefix)) break
    found.add(item)
  }
  return found
}

function matchOf(
  item: Indexed,
  terms: readonly string[],
  prefixed: readonly Set<number>[],
  at: number,
): DeskMatch | null {
  let inner = false
  for (let t = 0; t < terms.length; t++) {
    if (prefixed[t]?.has(at)) continue
    // one typed letter inside a name matches nearly everyone: only words start with one letter
    const term = terms[t] as string
    if (term.length < 2 || !item.folded.includes(term)) return null
    inner = true
  }
  if (inner) return 'inner'
  const first = terms[0] as string
  return item.surnameWords.some((w) => w.startsWith(first)) ? 'surname' : 'firstName'
}

/**
 * The guests matching what was typed, best first (surname starts, then first-name starts, then
 * inner matches; alphabetical by surname then first name within each), at most `limit`, and how
 * many matched in all.
 */
export function searchDesk(
  index: DeskIndex,
  typed: string,
  limit = 30,
): { hits: DeskHit[]; total: number } {
  const terms = foldWords(typed)
  if (terms.length === 0) return { hits: [], total: 0 }
  const prefixed = terms.map((term) => withPrefix(index, term))
  const found: { at: number; match: DeskMatch }[] = []
  // with a term of one letter only prefix matches count, so its set bounds the candidates
  const shortest = terms.findIndex((t) => t.length < 2)
  const candidates = shortest >= 0 ? [...(prefixed[shortest] as Set<number>)] : index.items.keys()
  for (const at of candidates) {
    const match = matchOf(index.items[at] as Indexed, terms, prefixed, at)
    if (match) found.push({ at, match })
  }
  found.sort((a, b) => {
    const byRank = RANK[a.match] - RANK[b.match]
    if (byRank !== 0) return byRank
    const x = (index.items[a.at] as Indexed).folded
    const y = (index.items[b.at] as Indexed).folded
    return x < y ? -1 : x > y ? 1 : a.at - b.at
  })
  const hits = found.slice(0, limit).map(({ at, match }) => ({
    registrationId: (index.items[at] as Indexed).entry.registrationId,
    match,
  }))
  return { hits, total: found.length }
}
