// Two guests with the same name are told apart wherever a name is shown (chips, seating, score
// sheets, the TV, questions): the name, then the note the host gave one of them.

/** Someone whose name may be shared: their id, name and the host's note on them. */
export interface Namesake {
  id: number
  name: string
  note: string
}

/** The most characters of a note shown beside a name (an initial or a few words). */
export const NOTE_SHOWN = 24

/** A name as names are compared: case, accents, width and extra spaces aside ("Zoë" = "zoe"). */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

function shortNote(note: string): string {
  const chars = [...note.trim()]
  return chars.length > NOTE_SHOWN ? `${chars.slice(0, NOTE_SHOWN - 1).join('')}…` : chars.join('')
}

/**
 * How each person's name is shown among `people`: a name nobody else there has stays as it is;
 * a shared one gets its note ("Ann (from tennis)"); namesakes without a note are numbered in
 * the order they joined ("Ann (2)"), the first keeping the bare name when she is the only one.
 */
export function tellApart(people: readonly Namesake[]): Map<number, string> {
  const groups = new Map<string, Namesake[]>()
  for (const p of [...people].sort((a, b) => a.id - b.id)) {
    const key = nameKey(p.name)
    groups.set(key, [...(groups.get(key) ?? []), p])
  }
  const out = new Map<number, string>()
  for (const group of groups.values()) {
    const bare = group.filter((p) => p.note.trim() === '')
    const taken = new Set<string>()
    for (const p of group) {
      let label = p.name
      if (group.length > 1 && p.note.trim() !== '') label = `${p.name} (${shortNote(p.note)})`
      else if (bare.length > 1) label = `${p.name} (${bare.indexOf(p) + 1})`
      // two with the same note are still two people
      for (let n = 2; taken.has(nameKey(label)); n++) label = `${p.name} (${n})`
      taken.add(nameKey(label))
      out.set(p.id, label)
    }
  }
  return out
}
