// What the page keeps on the phone (localStorage), as JSON; in private mode, for this visit only.

const memory = new Map<string, string>()

/** The value kept under `key`, or null (nothing kept, or not readable as JSON). */
export function readStored(key: string): unknown {
  let text: string | null
  try {
    text = localStorage.getItem(key)
  } catch {
    text = memory.get(key) ?? null
  }
  try {
    return text === null ? null : (JSON.parse(text) as unknown)
  } catch {
    return null
  }
}

/** Keeps `value` under `key`; null forgets it. */
export function writeStored(key: string, value: unknown): void {
  const text = value === null ? null : JSON.stringify(value)
  if (text === null) memory.delete(key)
  else memory.set(key, text)
  try {
    if (text === null) localStorage.removeItem(key)
    else localStorage.setItem(key, text)
  } catch {
    // private mode: the memory copy above serves this visit
  }
}
