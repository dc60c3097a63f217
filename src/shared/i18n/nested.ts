// A message can carry another message: a param whose name starts with '@' holds a message key,
// and that message's text (filled with the same params) fills the placeholder named without the
// '@'. The names are the code's own, so a person's name can never be taken for a key.

/** Fills the '@name' params of a message: `say(key, params)` translates one key. */
export function resolveKeyParams<V>(
  params: Readonly<Record<string, V>>,
  say: (key: string, params: Record<string, V | string>) => string,
): Record<string, V | string> {
  const plain: Record<string, V | string> = {}
  const keyed: [string, string][] = []
  for (const [name, value] of Object.entries(params)) {
    if (name.startsWith('@') && typeof value === 'string') keyed.push([name.slice(1), value])
    else plain[name] = value
  }
  let filled = plain
  // Each pass fills one more level of messages inside messages; three is more than any uses.
  for (let depth = 0; depth < 3 && keyed.length > 0; depth++) {
    const next = { ...plain }
    for (const [name, key] of keyed) next[name] = say(key, filled)
    filled = next
  }
  return filled
}

/** The message keys a message needs: its own and those of its '@name' params. */
export function keysOf(key: string, params: Readonly<Record<string, unknown>>): string[] {
  const nested = Object.entries(params)
    .filter(([name, value]) => name.startsWith('@') && typeof value === 'string')
    .map(([, value]) => String(value))
  return [key, ...nested]
}
