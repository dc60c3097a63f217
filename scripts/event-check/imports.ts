// The attendee files imported as the organiser would: each read first (its encoding and the
// repeated rows flagged checked against what the simulation wrote), then registered with the
// repeats left out; each new registration matched with the guest the simulation wrote there.
import { importAttendees, previewAttendees } from '../../src/main/fundraiser/attendeeImport'
import { paid, registered } from './book'
import type { AttendeeFile } from './files'
import { PRICES, type Person } from './people'
import { problem, type Sim } from './sim'

const ENCODINGS: Record<string, string> = {
  'eventbrite.csv': 'utf-8',
  'inscriptions.csv': 'windows-1252',
  'form.txt': 'utf-16le',
}

/** One file read and checked against what was written into it; the rows to leave out. */
function preview(sim: Sim, file: AttendeeFile, data: string): void {
  const list = previewAttendees(sim.deps, sim.nightId, data)
  if (list.encoding !== ENCODINGS[file.name]) problem(sim, `${file.name}: read as ${list.encoding}`)
  if (list.attendees.length !== file.guests.length + file.repeats.length)
    problem(sim, `${file.name}: ${list.attendees.length} rows read`)
  const flags = new Map(list.attendees.map((a) => [a.row, a.flags.map((f) => f.kind)]))
  for (const row of file.repeats) {
    const kinds = flags.get(row) ?? []
    if (kinds.includes('sameEmail') || kinds.includes('sameName')) sim.tally.duplicatesFlagged++
    else problem(sim, `${file.name}: row ${row} repeats a guest but is not flagged`)
  }
  for (const kinds of flags.values()) if (kinds.includes('nearName')) sim.tally.nearNamesFlagged++
}

/** The registration's name as the simulation wrote it (a form's full name split by the app). */
function sameName(file: AttendeeFile, p: Person, first: string, last: string): boolean {
  if (file.name === 'form.txt') return `${first} ${last}` === `${p.first} ${p.last}`
  return first === p.first && last === p.last
}

/** Imports every file; the registration id of each guest imported, by the simulation's key. */
export function importFiles(sim: Sim, files: readonly AttendeeFile[]): Map<number, string> {
  const ids = new Map<number, string>()
  for (const file of files) {
    const data = Buffer.from(file.bytes).toString('base64')
    preview(sim, file, data)
    const before = sim.state?.registrations.size ?? 0
    const device = sim.deps.laptop
    const saved = importAttendees(sim.deps, sim.nightId, data, { skipRows: file.repeats }, device)
    sim.seq = saved.seq
    sim.state = saved.state
    sim.tally.duplicatesLeftOut += file.repeats.length
    const added = [...saved.state.registrations.values()].slice(before)
    if (added.length !== file.guests.length)
      problem(sim, `${file.name}: ${added.length} registered of ${file.guests.length}`)
    file.guests.forEach((p, i) => {
      const reg = added[i]
      if (!reg) return
      ids.set(p.key, reg.registrationId)
      if (!sameName(file, p, reg.firstName, reg.lastName))
        problem(
          sim,
          `${file.name}: ${p.first} ${p.last} registered as ${reg.firstName} ${reg.lastName}`,
        )
      const price = p.paidAhead > 0 ? p.paidAhead : PRICES[p.kind]
      if (reg.kind !== p.kind || reg.priceMinor !== price)
        problem(sim, `${file.name}: ${reg.registrationId} is ${reg.kind} at ${reg.priceMinor}`)
      registered(sim.book, reg.registrationId, price, p.kind)
      if (p.paidAhead === 0) return
      const payment = [...saved.state.payments.values()].find(
        (x) => x.registrationId === reg.registrationId,
      )
      if (!payment || payment.amountMinor !== p.paidAhead || payment.method !== file.method)
        problem(sim, `${file.name}: ${reg.registrationId}'s payment ahead is not ${p.paidAhead}`)
      else paid(sim.book, reg.registrationId, payment.paymentId, file.method, p.paidAhead, device)
    })
  }
  return ids
}
