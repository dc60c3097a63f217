// The door desk's events: guests registered, their payments and refunds, arrivals and no-shows.
// Each handler checks everything first and writes only once the event is known to fit.
import { addMinor, checkMinor, checkPositiveMinor } from './amounts'
import { checkChoice, checkNewId, checkText, registrationOf } from './checks'
import {
  ENTRY_KINDS,
  PAYMENT_METHODS,
  REGISTRATION_SOURCES,
  type Draft,
  type FundraiserEvent,
  type Registration,
} from './events'
import { refuse } from './refusals'

type Of<T extends FundraiserEvent['type']> = Extract<FundraiserEvent, { type: T }>

/** What a guest still owes at the door: nothing once waived or marked a no-show. */
export function stillDue(registration: Registration): number {
  if (registration.waived || registration.status === 'noShow') return 0
  return Math.max(0, registration.priceMinor - registration.paidMinor)
}

/** Adds a guest: typed, imported or walked in. */
export function register(draft: Draft, event: Of<'register'>): void {
  const id = checkNewId(draft.registrations, event.registrationId)
  const kind = checkChoice(ENTRY_KINDS, event.kind, 'event.unknown')
  const source = checkChoice(REGISTRATION_SOURCES, event.source, 'event.unknown')
  const firstName = checkText(event.firstName, 'firstName')
  const lastName = checkText(event.lastName, 'lastName')
  if (firstName === '' && lastName === '') refuse('registration.name')
  const priceMinor = checkMinor(event.priceMinor, 'price')
  if (kind === 'free' && priceMinor !== 0) refuse('registration.freePriced', { price: priceMinor })
  const email = event.email === null ? null : checkText(event.email, 'email') || null
  draft.registrations.set(id, {
    registrationId: id,
    firstName,
    lastName,
    email,
    kind,
    priceMinor,
    source,
    status: 'expected',
    paidMinor: 0,
    waived: kind === 'free',
  })
}

/** Takes a payment toward a guest's entry; a free place takes nothing and waives the rest. */
export function pay(draft: Draft, event: Of<'payment'>): void {
  const id = checkNewId(draft.payments, event.paymentId)
  const guest = registrationOf(draft, event.registrationId)
  const method = checkChoice(PAYMENT_METHODS, event.method, 'payment.method')
  const deviceId = checkText(event.deviceId, 'device', true)
  const amountMinor =
    method === 'free'
      ? checkMinor(event.amountMinor, 'payment')
      : checkPositiveMinor(event.amountMinor, 'payment')
  if (method === 'free' && amountMinor !== 0) refuse('payment.freeNotZero', { got: amountMinor })
  const due = stillDue(guest)
  // more than is due is a donation, and is recorded as one so the report says so
  if (amountMinor > due) refuse('payment.moreThanDue', { due, got: amountMinor }, 'conflict')
  draft.payments.set(id, {
    paymentId: id,
    registrationId: guest.registrationId,
    method,
    amountMinor,
    refundedMinor: 0,
    deviceId,
  })
  draft.registrations.set(guest.registrationId, {
    ...guest,
    paidMinor: addMinor(guest.paidMinor, amountMinor),
    waived: guest.waived || method === 'free',
  })
}

/** Gives money back by the method it was paid, at most what is left of that payment. */
export function refund(draft: Draft, event: Of<'refund'>): void {
  const id = checkNewId(draft.refunds, event.refundId)
  const payment = draft.payments.get(event.paymentId)
  if (!payment) refuse('payment.unknown', { payment: event.paymentId }, 'not-found')
  if (payment.method === 'free') refuse('refund.free', { payment: payment.paymentId })
  const deviceId = checkText(event.deviceId, 'device', true)
  const amountMinor = checkPositiveMinor(event.amountMinor, 'refund')
  const left = payment.amountMinor - payment.refundedMinor
  if (amountMinor > left) refuse('refund.moreThanPaid', { left, got: amountMinor }, 'conflict')
  const guest = registrationOf(draft, payment.registrationId)
  draft.refunds.set(id, {
    refundId: id,
    paymentId: payment.paymentId,
    amountMinor,
    method: payment.method,
    deviceId,
  })
  draft.payments.set(payment.paymentId, {
    ...payment,
    refundedMinor: payment.refundedMinor + amountMinor,
  })
  draft.registrations.set(guest.registrationId, {
    ...guest,
    paidMinor: guest.paidMinor - amountMinor,
  })
}

/** Marks a guest arrived; a second desk marking the same guest is refused, not counted twice. */
export function arrive(draft: Draft, event: Of<'arrive'>): void {
  const guest = registrationOf(draft, event.registrationId)
  checkText(event.deviceId, 'device', true)
  if (guest.status === 'arrived')
    refuse('registration.alreadyArrived', { registration: guest.registrationId }, 'conflict')
  draft.registrations.set(guest.registrationId, { ...guest, status: 'arrived' })
}

/** Takes back an arrival marked by mistake. */
export function undoArrival(draft: Draft, event: Of<'arrivalUndone'>): void {
  const guest = registrationOf(draft, event.registrationId)
  checkText(event.deviceId, 'device', true)
  if (guest.status !== 'arrived')
    refuse('registration.notArrived', { registration: guest.registrationId }, 'conflict')
  draft.registrations.set(guest.registrationId, { ...guest, status: 'expected' })
}

/** Marks a guest who never came; one who arrived cannot be a no-show. */
export function noShow(draft: Draft, event: Of<'noShow'>): void {
  const guest = registrationOf(draft, event.registrationId)
  checkText(event.deviceId, 'device', true)
  if (guest.status === 'arrived')
    refuse('registration.arrivedNoShow', { registration: guest.registrationId }, 'conflict')
  if (guest.status === 'noShow')
    refuse('registration.alreadyNoShow', { registration: guest.registrationId }, 'conflict')
  draft.registrations.set(guest.registrationId, { ...guest, status: 'noShow' })
}
