// Nights are told apart by their titles in the list of nights and on the TV: a title another
// night has already is given the next free number.

/** `title`, or "title (2)", "title (3)"… when a night is already called that (case aside). */
export function distinctTitle(title: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.trim().toLocaleLowerCase()))
  if (!used.has(title.trim().toLocaleLowerCase())) return title
  for (let n = 2; ; n++) {
    const next = `${title} (${n})`
    if (!used.has(next.toLocaleLowerCase())) return next
  }
}
