// Whose name tags print, and what each carries: every guest still expected or arrived (or one
// walk-in), alphabetical by surname, with the first table and seat and the guest's own page when
// the night's guest list holds the same name.
import { foldText, type FundraiserState, type Registration } from '@shared/fundraiser'
import type { NameTag } from './pdf'
import { firstSeats } from './pdf/night'
import type { PrintDeps } from './printNight'

const fullName = (r: Registration): string => [r.firstName, r.lastName].filter(Boolean).join(' ')

/** The guests a sheet of tags is for: one registration, or everyone but the no-shows. */
export function tagGuests(state: FundraiserState, registrationId?: string): Registration[] {
  const all = [...state.registrations.values()]
  if (registrationId !== undefined) return all.filter((r) => r.registrationId === registrationId)
  const key = (r: Registration): string => foldText(`${r.lastName} ${r.firstName}`)
  return all.filter((r) => r.status !== 'noShow').sort((a, b) => key(a).localeCompare(key(b)))
}

/** Each guest's tag, with table, seat and page link for a guest the night seats by that name. */
export async function nameTagsOf(
  deps: PrintDeps,
  nightId: number,
  guests: readonly Registration[],
): Promise<NameTag[]> {
  const state = deps.store.state(nightId)
  const seats = firstSeats(state)
  const links = await deps.phones(nightId)
  const players = new Map<string, string>()
  for (const p of deps.extras.namedPlayers(nightId)) {
    const key = foldText(p.name)
    // two players of one name: a tag cannot tell which, so it names neither's seat
    players.set(key, players.has(key) ? '' : p.player)
  }
  return guests.map((guest) => {
    const player = players.get(foldText(fullName(guest))) || null
    const seat = player ? seats.get(player) : undefined
    const link = player ? links?.guest(player) : null
    return {
      name: fullName(guest),
      ...(seat ? { table: seat.table, seat: seat.seat } : {}),
      ...(link ? { qrUrl: link } : {}),
    }
  })
}
