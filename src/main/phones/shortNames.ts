// The names phones show: first names, with an initial where two at a table would read the same.

/** A player's first name (the whole name when it has one word). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name
}

/** The phones' names: first names, with an initial where two at a table would read the same. */
export function shortNames(
  ids: readonly string[],
  all: ReadonlyMap<string, string>,
): Map<string, string> {
  const out = new Map<string, string>()
  for (const id of ids) {
    const full = all.get(id) ?? ''
    const first = firstName(full)
    const twin = ids.some((o) => o !== id && firstName(all.get(o) ?? '') === first)
    const rest = full.trim().split(/\s+/)[1]
    out.set(id, twin && rest ? `${first} ${rest[0]}.` : first)
  }
  return out
}
