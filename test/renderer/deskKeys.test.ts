// The door desk's keys: the arrows move, Enter picks, a digit picks how a guest pays; and the desk
// itself checks a guest in with Enter, a digit and Enter after the name, then waits for the next.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BuncoBridge } from '../../src/shared/contract'
import {
  applyFundraiserEvents,
  createFundraiser,
  fundraiserView,
  type FundraiserEvent,
  type FundraiserSettings,
  type FundraiserView,
} from '../../src/shared/fundraiser'
import { actionRefusal, stateOfView } from '../../src/renderer/src/lib/fundraiser/check'
import { deskAction, methodOfKey, searchKey } from '../../src/renderer/src/lib/fundraiser/deskKeys'
import DeskSearch from '../../src/renderer/src/components/fundraiser/DeskSearch.vue'
import { i18n } from '../../src/renderer/src/i18n'
import { useFundraiserStore } from '../../src/renderer/src/stores/fundraiser'

const SETTINGS: FundraiserSettings = {
  cause: 'Food bank',
  goalMinor: 100_000,
  currency: 'USD',
  entryPrices: { early: 2500, regular: 3000, door: 3500, free: 0 },
  raffle: { ticketMinor: 100, strip: null },
  fiftyFifty: { ticketMinor: 200, strip: null },
  winAgain: false,
}
const GUESTS = [
  ['Zoë', 'Lefèvre'],
  ['Ann', 'Lee'],
  ['Bo', 'Leeds'],
  ['Cy', 'Park'],
] as const

function viewOf(events: FundraiserEvent[]): FundraiserView {
  return fundraiserView(
    7,
    events.length + 1,
    applyFundraiserEvents(createFundraiser(SETTINGS), events),
  )
}

const registered: FundraiserEvent[] = GUESTS.map(([firstName, lastName], i) => ({
  type: 'register',
  registrationId: `r${i + 2}`,
  firstName,
  lastName,
  email: null,
  kind: 'regular',
  priceMinor: 3000,
  source: 'import',
}))

/** A bridge that answers the fundraiser's calls as main would, keeping what it was asked. */
function bridge(): { acts: unknown[] } {
  const acts: unknown[] = []
  let events = [...registered]
  const answer = (name: string, args: { action?: { type: string; registrationId: string } }) => {
    if (name === 'fundraiser:act' && args.action?.type === 'checkIn') {
      acts.push(args.action)
      const { registrationId } = args.action
      events = [
        ...events,
        { type: 'arrive', registrationId, deviceId: 'laptop' },
        {
          type: 'payment',
          paymentId: `pay${events.length + 3}`,
          registrationId,
          method: 'cash',
          amountMinor: 3000,
          deviceId: 'laptop',
        },
      ]
      return { ok: true, value: viewOf(events) }
    }
    return { ok: false, error: { code: 'unknown-call', message: name } }
  }
  window.bunco = {
    call: (name: string, args: never) => Promise.resolve(answer(name, args)),
    on: () => () => undefined,
  } as unknown as BuncoBridge
  return { acts }
}

beforeEach(() => setActivePinia(createPinia()))
afterEach(() => {
  document.body.innerHTML = ''
})

describe('the desk’s keys', () => {
  it('move the highlight within the hits and pick the one highlighted', () => {
    expect(searchKey('ArrowDown', 0, 3)).toEqual({ kind: 'move', selected: 1 })
    expect(searchKey('ArrowDown', 2, 3)).toEqual({ kind: 'move', selected: 2 })
    expect(searchKey('ArrowUp', 0, 3)).toEqual({ kind: 'move', selected: 0 })
    expect(searchKey('End', 0, 3)).toEqual({ kind: 'move', selected: 2 })
    expect(searchKey('Enter', 1, 3)).toEqual({ kind: 'pick', index: 1 })
    // the list shrank under a highlight further down: the last hit is picked, never none
    expect(searchKey('Enter', 5, 2)).toEqual({ kind: 'pick', index: 1 })
    expect(searchKey('Enter', 0, 0)).toBeNull()
    expect(searchKey('Escape', 0, 0)).toEqual({ kind: 'clear' })
    expect(searchKey('a', 0, 3)).toBeNull()
  })

  it('pick a way to pay by its digit', () => {
    expect(['1', '2', '3', '4', '5', '6', 'c'].map(methodOfKey)).toEqual([
      'cash',
      'card',
      'cheque',
      'online',
      'free',
      null,
      null,
    ])
  })
})

describe('what the desk sends', () => {
  const guest = viewOf(registered).registrations[0]
  if (!guest) throw new Error('no guest')

  it('checks a guest in with the way they pay, nothing taken for a free place', () => {
    expect(deskAction(guest, 'card', 3000)).toEqual({
      type: 'checkIn',
      registrationId: 'r2',
      payment: { method: 'card', amountMinor: 3000 },
    })
    expect(deskAction(guest, 'free', 3000)).toEqual({
      type: 'checkIn',
      registrationId: 'r2',
      payment: { method: 'free' },
    })
    expect(deskAction(guest, null, 0)).toEqual({ type: 'checkIn', registrationId: 'r2' })
  })

  it('takes the rest from a guest already in, never a free place', () => {
    const arrived = { ...guest, status: 'arrived' as const }
    expect(deskAction(arrived, 'cash', 1000)).toEqual({
      type: 'payment',
      registrationId: 'r2',
      method: 'cash',
      amountMinor: 1000,
    })
    expect(deskAction(arrived, 'free', 0)).toBeNull()
    expect(deskAction(arrived, null, 0)).toBeNull()
  })
})

describe('the desk', () => {
  it('checks a guest in with Enter, 1 and Enter after the name, then empties the box', async () => {
    const { acts } = bridge()
    const store = useFundraiserStore()
    store.nightId = 7
    store.view = viewOf(registered)
    const desk = mount(DeskSearch, {
      props: { view: store.view },
      global: { plugins: [i18n] },
      attachTo: document.body,
    })
    const box = desk.get<HTMLInputElement>('[data-testid="desk-search"]')
    await box.setValue('lefev')
    const hits = desk.findAll('[data-testid="desk-hit"]')
    expect(hits.map((h) => h.find('.name').text())).toEqual(['Zoë Lefèvre'])
    expect(hits[0]?.text()).toContain('$30.00 to pay')
    await box.setValue('le')
    // surnames starting so, alphabetical: Lee, Leeds, Lefèvre; the arrows move down and back
    expect(desk.findAll('[data-testid="desk-hit"] .name').map((h) => h.text())).toEqual([
      'Ann Lee',
      'Bo Leeds',
      'Zoë Lefèvre',
    ])
    await box.trigger('keydown', { key: 'ArrowDown' })
    await box.trigger('keydown', { key: 'ArrowDown' })
    await box.trigger('keydown', { key: 'ArrowUp' })
    expect(box.attributes('aria-activedescendant')).toBe('desk-hit-1')
    await box.trigger('keydown', { key: 'Enter' })
    const guest = desk.get('[data-testid="desk-guest"]')
    expect(guest.get('[data-testid="desk-guest-name"]').text()).toBe('Bo Leeds')
    // the ways to pay have the focus: a digit picks one, the amount due is filled in and selected
    const radio = document.activeElement as HTMLElement
    expect(radio.getAttribute('data-testid')).toBe('desk-method-cash')
    radio.dispatchEvent(new KeyboardEvent('keydown', { key: '1', bubbles: true, cancelable: true }))
    await flushPromises()
    const amount = desk.get<HTMLInputElement>('[data-testid="desk-amount"]')
    expect(document.activeElement).toBe(amount.element)
    expect(amount.element.value).toBe('30.00')
    await desk.get('[data-testid="desk-guest"]').trigger('submit')
    await flushPromises()
    expect(acts).toEqual([
      { type: 'checkIn', registrationId: 'r4', payment: { method: 'cash', amountMinor: 3000 } },
    ])
    expect(desk.find('[data-testid="desk-guest"]').exists()).toBe(false)
    expect(box.element.value).toBe('')
    expect(document.activeElement).toBe(box.element)
    expect(desk.get('[data-testid="desk-done"]').text()).toBe(
      'Checked in: Bo Leeds, $30.00 by Cash.',
    )
    desk.unmount()
  })

  it('says beside the amount why a payment is refused, and sends nothing', async () => {
    const { acts } = bridge()
    const store = useFundraiserStore()
    store.nightId = 7
    store.view = viewOf(registered)
    const desk = mount(DeskSearch, {
      props: { view: store.view },
      global: { plugins: [i18n] },
      attachTo: document.body,
    })
    const box = desk.get('[data-testid="desk-search"]')
    await box.setValue('park')
    await box.trigger('keydown', { key: 'Enter' })
    ;(document.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: '2', bubbles: true, cancelable: true }),
    )
    await flushPromises()
    await desk.get('[data-testid="desk-amount"]').setValue('45')
    await desk.get('[data-testid="desk-guest"]').trigger('submit')
    await flushPromises()
    expect(desk.get('[data-testid="desk-amount-problem"]').text()).toBe(
      'Only $30.00 is still due, and $45.00 is more: record the rest as a donation.',
    )
    expect(acts).toEqual([])
    desk.unmount()
  })
})

describe('the check made before an action is sent', () => {
  it('rebuilds the state of a view and refuses as the ledger does', () => {
    const view = viewOf(registered)
    expect(stateOfView(view).registrations.get('r3')?.lastName).toBe('Lee')
    expect(actionRefusal(view, { type: 'checkIn', registrationId: 'r3' })).toBeNull()
    expect(actionRefusal(view, { type: 'draw', game: 'raffle', prizeId: 'x' })?.messageKey).toBe(
      'errors.fundraiser.raffle.noTicketSold',
    )
  })
})
