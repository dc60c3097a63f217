// Duplicates and near-duplicates in an attendee list, flagged and never dropped: the same email,
// the same name (accents, case and word order aside), and names a typo or two apart.
import { foldWords } from './fold'

/** Why a row may be the same person as others. */
export type DuplicateKind = 'sameEmail' | 'sameName' | 'nearName'

/** A flag on a row: which kind, and the other rows (their numbers) it may repeat. */
export interface DuplicateFlag {
  kind: DuplicateKind
  rows: number[]
}

/** What the check reads of a row. */
export interface DuplicateInput {
  row: number
  name: string
  email: string | null
}

/** The name compared: folded words in order, so "Smith, Jane" and "jane smith" match. */
export function nameKey(name: string): string {
  return foldWords(name).sort().join(' ')
}

/** The typos allowed between two names: one for a short name, two past ten letters. */
function allowed(a: string, b: string): number {
  return Math.min(a.length, b.length) > 10 ? 2 : 1
}

/** The optimal-string-alignment distance (a swap of neighbours is one edit), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return prev[b.length] as number
}

/** Calls `visit` with every string made from `s` by deleting up to `depth` (1 or 2) characters,
 * `s` included; a string may come more than once. */
function eachDeletion(s: string, depth: number, visit: (variant: string) => void): void {
  visit(s)
  for (let i = 0; i < s.length; i++) {
    const shorter = s.slice(0, i) + s.slice(i + 1)
    visit(shorter)
    if (depth > 1)
      for (let j = i; j < shorter.length; j++) visit(shorter.slice(0, j) + shorter.slice(j + 1))
  }
}

/** For each name, the other names within its allowed typos (found via shared deletion strings). */
function nearPairs(keys: readonly string[]): Map<string, Set<string>> {
  const byVariant = new Map<string, string[]>()
  for (const key of keys) {
    if (key.length < 4) continue
    eachDeletion(key, key.length > 10 ? 2 : 1, (variant) => {
      const same = byVariant.get(variant)
      // the keys come one at a time, so a repeat of this key is the last one in the list
      if (!same) byVariant.set(variant, [key])
      else if (same[same.length - 1] !== key) same.push(key)
    })
  }
  const near = new Map<string, Set<string>>()
  const compared = new Set<string>()
  for (const same of byVariant.values()) {
    for (let i = 0; i < same.length; i++)
      for (let j = i + 1; j < same.length; j++) {
        const a = same[i] as string
        const b = same[j] as string
        const limit = allowed(a, b)
        if (Math.abs(a.length - b.length) > limit) continue
        // two names share many deletion strings: compare each pair once
        const pair = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`
        if (compared.has(pair)) continue
        compared.add(pair)
        if (editDistance(a, b, limit) > limit) continue
        near.set(a, (near.get(a) ?? new Set()).add(b))
        near.set(b, (near.get(b) ?? new Set()).add(a))
      }
  }
  return near
}

function groupsBy(
  rows: readonly DuplicateInput[],
  keyOf: (r: DuplicateInput) => string | null,
): Map<string, number[]> {
  const groups = new Map<string, number[]>()
  for (const r of rows) {
    const key = keyOf(r)
    if (!key) continue
    const group = groups.get(key)
    if (group) group.push(r.row)
    else groups.set(key, [r.row])
  }
  return groups
}

/**
 * The flags of each row, by row number. Two names that can be a typo or two apart share a string
 * made by deleting as many letters from each, so only those pairs are compared.
 */
export function flagDuplicates(rows: readonly DuplicateInput[]): Map<number, DuplicateFlag[]> {
  const flags = new Map<number, DuplicateFlag[]>()
  const flag = (row: number, kind: DuplicateKind, others: number[]): void => {
    if (others.length > 0) flags.set(row, [...(flags.get(row) ?? []), { kind, rows: others }])
  }
  const emails = groupsBy(rows, (r) => r.email?.trim().toLowerCase() || null)
  const names = groupsBy(rows, (r) => nameKey(r.name) || null)
  for (const group of [...emails.values()])
    for (const row of group)
      flag(
        row,
        'sameEmail',
        group.filter((o) => o !== row),
      )
  for (const group of [...names.values()])
    for (const row of group)
      flag(
        row,
        'sameName',
        group.filter((o) => o !== row),
      )
  // typos are looked for in the names as spelled: sorting the words would move a typo's word
  const spelled = groupsBy(rows, (r) => foldWords(r.name).join(' ') || null)
  for (const [key, others] of nearPairs([...spelled.keys()])) {
    const sameName = new Set(names.get(nameKey(key)) ?? [])
    const otherRows = [...others]
      .flatMap((k) => spelled.get(k) ?? [])
      .filter((row) => !sameName.has(row))
      .sort((x, y) => x - y)
    for (const row of spelled.get(key) ?? []) flag(row, 'nearName', [...new Set(otherRows)])
  }
  return flags
}
