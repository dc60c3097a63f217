// What hosts do to the club's people between nights: two laptops rename one member at once (one
// also writes a note), and now and then a person entered twice is merged on another laptop.
import type { Random } from '../../src/shared/bunco'
import type { AddedPerson, Person } from '../../src/shared/views'
import { must } from '../../test/drivers/night-driver'
import { members, type Laptop } from './laptops'

/** Renames and merges of the club's people around night `n`. */
export async function rosterWork(
  laptops: readonly Laptop[],
  n: number,
  clubId: string,
  random: Random,
  step: (clubId: string, n?: number) => void,
): Promise<void> {
  const host = laptops[n % laptops.length] as Laptop
  const other = laptops[(n + 1) % laptops.length] as Laptop
  if (random.next() < 0.4) {
    const who = random.int(12)
    for (const [i, l] of [host, other].entries()) {
      const member = (await members(l, clubId))[who]
      if (!member) continue
      await must(l.call, 'roster:rename', {
        id: member.id,
        name: `Member ${who}-${n}-${i}`,
        ...(i === 1 ? { note: `note ${n}` } : {}),
      })
    }
  }
  if (n % 6 !== 3) return
  // a walk-in entered again under a second name, then merged on the next laptop
  const dup = await must<AddedPerson>(host.call, 'roster:add', { name: `Twice ${n}` })
  await must(host.call, 'club:act', {
    clubId,
    action: { type: 'role', personId: dup.person.id, role: 'substitute' },
  })
  // the sync service delivers late and out of order: the next laptop looks until it has them
  let there: Person | undefined
  for (let look = 0; look < 40 && !there; look++) {
    step(clubId, 1)
    there = (await must<Person[]>(other.call, 'roster:list', {})).find(
      (p) => p.name === `Twice ${n}`,
    )
  }
  const keep = (await members(other, clubId))[random.int(12)]
  if (there && keep) await must(other.call, 'roster:merge', { keep: keep.id, merge: there.id })
}
