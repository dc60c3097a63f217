// The door: guests checked in at two desks at once, paying what they still owe by every method
// (part in cash and the rest by card now and then, a free place given at the door), walk-ins
// registered, arrived and paid in one step, a second desk's check-in of a guest already in
// refused, an arrival marked by mistake and undone, and at the end no-shows and refunds.
import { AppError } from '../../src/shared/app-error'
import type { FundraiserState, PaymentMethod } from '../../src/shared/fundraiser'
import { owes, paid, refunded, registered, type OwnGuest } from './book'
import { PRICES, type Person } from './people'
import { DESKS, act, pick, problem, type Sim } from './sim'

const DOOR_METHODS: PaymentMethod[] = ['cash', 'cash', 'card', 'card', 'card', 'cheque']

function guestOf(sim: Sim, id: string): OwnGuest {
  const guest = sim.book.guests.get(id)
  if (!guest) throw new Error(`no guest ${id}`)
  return guest
}

/** The payments the app recorded that the simulation has not booked yet, for one guest. */
function newPayments(sim: Sim, state: FundraiserState, id: string) {
  const known = guestOf(sim, id).payments
  return [...state.payments.values()].filter(
    (p) => p.registrationId === id && !known.has(p.paymentId),
  )
}

/** Books the payment the app just recorded for a guest, checking it is the amount expected. */
function book(
  sim: Sim,
  state: FundraiserState,
  id: string,
  method: PaymentMethod,
  amount: number,
  device: string,
): void {
  const found = newPayments(sim, state, id)
  const payment = found[0]
  if (amount === 0 && method !== 'free') {
    if (found.length > 0) problem(sim, `${id}: paid ${payment?.amountMinor} with nothing due`)
    return
  }
  if (found.length !== 1 || !payment || payment.amountMinor !== amount || payment.method !== method)
    problem(sim, `${id}: expected one ${method} payment of ${amount}`)
  else paid(sim.book, id, payment.paymentId, method, amount, device)
}

/** A second desk checks in a guest already in: refused, and nothing written. */
export function secondDesk(sim: Sim, id: string, device: string): void {
  const seq = sim.seq
  const other = DESKS.find((d) => d !== device) ?? 'desk-B'
  try {
    act(sim, { type: 'checkIn', registrationId: id, payment: { method: 'cash' } }, other)
    problem(sim, `${id} checked in twice`)
  } catch (err) {
    const key = err instanceof AppError ? err.messageKey : String(err)
    if (
      key !== 'errors.fundraiser.registration.alreadyArrived' ||
      sim.deps.repo.lastSeq(sim.nightId) !== seq
    )
      problem(sim, `${id}: second desk refused with ${key}`)
    else sim.tally.deskConflicts++
  }
}

/** A registered guest arrives at a desk and pays what they still owe. */
export function arrive(sim: Sim, id: string, device: string): void {
  const guest = guestOf(sim, id)
  guest.status = 'arrived'
  const due = owes(guest)
  const roll = sim.random.next()
  if (due > 0 && roll < 0.05) {
    const state = act(
      sim,
      { type: 'checkIn', registrationId: id, payment: { method: 'free' } },
      device,
    )
    book(sim, state, id, 'free', 0, device)
  } else if (due > 1 && roll < 0.12) {
    const part = Math.floor(due / 2)
    let state = act(
      sim,
      { type: 'payment', registrationId: id, method: 'cash', amountMinor: part },
      device,
    )
    book(sim, state, id, 'cash', part, device)
    state = act(sim, { type: 'checkIn', registrationId: id, payment: { method: 'card' } }, device)
    book(sim, state, id, 'card', due - part, device)
  } else {
    const method = pick(sim, DOOR_METHODS)
    const state = act(sim, { type: 'checkIn', registrationId: id, payment: { method } }, device)
    book(sim, state, id, method, due, device)
  }
  if (sim.random.next() < 0.03) secondDesk(sim, id, device)
}

/** A guest nobody registered: added, arrived and paid at the door in one step. */
export function walkIn(sim: Sim, person: Person, device: string): void {
  const kind = person.kind === 'free' ? 'free' : 'door'
  const method: PaymentMethod = kind === 'free' ? 'free' : pick(sim, DOOR_METHODS)
  const before = new Set(sim.state?.registrations.keys())
  const { first, last } = person
  const state = act(
    sim,
    { type: 'walkIn', firstName: first, lastName: last, kind, payment: { method } },
    device,
  )
  const reg = [...state.registrations.values()].find((r) => !before.has(r.registrationId))
  if (!reg || reg.source !== 'walkIn' || reg.priceMinor !== PRICES[kind]) {
    problem(sim, `walk-in ${first} ${last} not registered at ${PRICES[kind]}`)
    return
  }
  registered(sim.book, reg.registrationId, PRICES[kind], kind)
  guestOf(sim, reg.registrationId).status = 'arrived'
  book(sim, state, reg.registrationId, method, PRICES[kind], device)
  sim.tally.walkIns++
}

/** A guest marked arrived by mistake (the wrong row clicked), then taken back. */
export function arrivalMistake(sim: Sim, id: string, device: string): void {
  act(sim, { type: 'checkIn', registrationId: id }, device)
  act(sim, { type: 'arrivalUndone', registrationId: id }, device)
  const found = newPayments(sim, sim.state as FundraiserState, id)
  if (found.length > 0) problem(sim, `${id}: a mistaken arrival took a payment`)
}

/** The end of the door: who never came marked, half of those who paid ahead refunded in full. */
export function closeDoor(sim: Sim, noShows: readonly string[]): void {
  for (const id of noShows) {
    act(sim, { type: 'noShow', registrationId: id }, sim.deps.laptop)
    const guest = guestOf(sim, id)
    guest.status = 'noShow'
    sim.tally.noShows++
    for (const [paymentId, payment] of guest.payments) {
      if (payment.left === 0 || payment.method === 'free' || sim.random.next() < 0.5) continue
      act(sim, { type: 'refund', paymentId, amountMinor: payment.left }, sim.deps.laptop)
      refunded(sim.book, id, paymentId, payment.left, sim.deps.laptop)
      sim.tally.refunds++
    }
  }
  // one guest charged too much at a desk's card reader gets part of it back there
  for (const [id, guest] of sim.book.guests) {
    const card = [...guest.payments].find(
      ([, p]) => p.method === 'card' && p.left > 500 && p.device !== sim.deps.laptop,
    )
    if (guest.status !== 'arrived' || !card) continue
    act(sim, { type: 'refund', paymentId: card[0], amountMinor: 500 }, card[1].device)
    refunded(sim.book, id, card[0], 500, card[1].device)
    sim.tally.refunds++
    return
  }
}
