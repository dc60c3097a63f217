// JSON with object keys in sorted order: the same value gives the same text on every laptop,
// whichever order its keys were written in (to compare two versions, or to name one by a hash).

/** The value as JSON text with every object's keys sorted. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}
