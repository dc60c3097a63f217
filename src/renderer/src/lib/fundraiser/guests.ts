// How the fundraiser's screens name a guest and what they still owe.
import { stillDue, type Registration } from '@shared/fundraiser'

/** A guest's name as the desk shows it: first name then surname. */
export function guestName(guest: Pick<Registration, 'firstName' | 'lastName'>): string {
  return [guest.firstName, guest.lastName].filter(Boolean).join(' ')
}

/** What a guest owes once they are in: a no-show who turns up after all owes their entry again. */
export function dueAtDoor(guest: Registration): number {
  return stillDue({ ...guest, status: 'arrived' })
}
