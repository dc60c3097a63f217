// Caches of the folder's looks hold at most so many answers: a folder full of copies or junk
// never grows them past their bound; the answer used longest ago goes first.

/** A map that keeps at most `limit` entries. */
export interface Bounded<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): void
  clear(): void
}

/** A map of at most `limit` entries, the least recently used dropped first. */
export function bounded<K, V>(limit: number): Bounded<K, V> {
  const map = new Map<K, V>()
  return {
    get(key) {
      const value = map.get(key)
      if (value === undefined) return undefined
      map.delete(key)
      map.set(key, value)
      return value
    },
    clear: () => map.clear(),
    set(key, value) {
      map.delete(key)
      map.set(key, value)
      for (const old of map.keys()) {
        if (map.size <= limit) break
        map.delete(old)
      }
    },
  }
}
