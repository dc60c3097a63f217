// The door desk's page: a guest found by part of a name, accents aside; opened with Enter and
// checked in with a key (two keys after the name); its search field kept, value and focus, when
// another desk's change redraws the page; a refusal said and the list read again; an action that
// got no answer sent again with the same key; a walk-in needs a name.
import { phoneTexts } from '@shared/i18n/phone'
import type { DeskPost, PhoneDeskView } from '@shared/phones/desk'
import { describe, expect, it, vi } from 'vitest'
import { PhoneApiError } from '../../src/phone/api'
import { deskScreen } from '../../src/phone/desk/deskPage'
import { placeChildren } from '../../src/phone/dom'

const view = (seq = 10, status: 'expected' | 'arrived' = 'expected'): PhoneDeskView => ({
  title: 'Charity Bunco',
  cause: 'Food bank',
  currency: 'USD',
  desk: 2,
  seq,
  prices: { early: 2500, regular: 3000, door: 3500, free: 0 },
  guests: [
    { id: 'r2', first: 'Zoé', last: 'Müller', kind: 'early', status, dueMinor: 2500, paidMinor: 0 },
    {
      id: 'r3',
      first: 'Ann',
      last: 'Lee',
      kind: 'regular',
      status: 'expected',
      dueMinor: 3000,
      paidMinor: 0,
    },
    {
      id: 'r4',
      first: 'Bo',
      last: 'Ng',
      kind: 'free',
      status: 'expected',
      dueMinor: 0,
      paidMinor: 0,
    },
  ],
  door: { registered: 3, arrived: status === 'arrived' ? 1 : 0, expected: 3, noShow: 0 },
})

function mounted(send: (post: DeskPost) => Promise<unknown> = () => Promise.resolve({})) {
  const sent: DeskPost[] = []
  const reload = vi.fn()
  const screen = deskScreen({
    send: (post) => {
      sent.push(post)
      return send(post) as never
    },
    reload,
  })
  const el = screen.render(view(), phoneTexts.en, 'en')
  document.body.replaceChildren(el)
  const input = el.querySelector<HTMLInputElement>('#desk-find')!
  const type = (text: string): void => {
    input.value = text
    input.dispatchEvent(new Event('input'))
  }
  const key = (target: Element, k: string): void => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }))
  }
  return { screen, el, input, type, key, sent, reload }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('the door desk’s page', () => {
  it('finds a guest by part of a name, accents aside, and checks them in with two keys', async () => {
    const { el, input, type, key, sent } = mounted()
    type('mull')
    expect([...el.querySelectorAll('.desk-hit')].map((b) => b.textContent)).toEqual([
      'Müller, ZoéExpectedOwes $25.00',
    ])
    key(input, 'Enter')
    expect(el.querySelector('[data-testid="desk-guest"] h2')?.textContent).toBe('Zoé Müller')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('desk-pay-cash')
    key(document.activeElement!, '2')
    await flush()
    expect(sent.map((p) => p.action)).toEqual([
      { type: 'checkIn', registrationId: 'r2', payment: { method: 'card' } },
    ])
    expect(el.querySelector('[data-testid="desk-done"]')?.textContent).toBe(
      'Zoé Müller is checked in · $25.00 · Card',
    )
    expect(input.value).toBe('')
  })

  it('keeps the search field, its value and its focus, when another desk’s change redraws', () => {
    const { screen, el, input, type } = mounted()
    input.focus()
    type('le')
    const again = screen.render(view(11, 'arrived'), phoneTexts.en, 'en')
    expect(again).toBe(el)
    expect(el.querySelector('#desk-find')).toBe(input)
    expect(input.value).toBe('le')
    expect(document.activeElement).toBe(input)
    // the page around it draws its status anew before it: the desk's page is never moved
    const status = document.createElement('p')
    document.body.prepend(status)
    placeChildren(document.body, [document.createElement('p'), el, null])
    expect([...document.body.children].indexOf(el)).toBe(1)
    expect(status.isConnected).toBe(false)
    expect(document.activeElement).toBe(input)
  })

  it('says a refusal, reads the list again, and sends an unanswered action again with its key', async () => {
    let answer: 'refused' | 'offline' = 'offline'
    const { el, type, key, input, sent, reload } = mounted(() =>
      Promise.reject(
        answer === 'offline'
          ? new PhoneApiError(0, 'offline')
          : new PhoneApiError(409, 'desk', 'This guest is checked in already.'),
      ),
    )
    type('lee')
    key(input, 'Enter')
    key(document.activeElement!, '1')
    await flush()
    expect(el.querySelector('[data-testid="desk-error"]')?.textContent).toContain('No connection')
    key(el.querySelector('[data-key="1"]')!, '1')
    await flush()
    expect(sent[1]?.key).toBe(sent[0]?.key)
    answer = 'refused'
    key(el.querySelector('[data-key="1"]')!, '1')
    await flush()
    expect(el.querySelector('[data-testid="desk-error"]')?.textContent).toBe(
      'This guest is checked in already.',
    )
    expect(reload).toHaveBeenCalledTimes(3)
  })

  it('asks a walk-in for a name, and checks a free place in with one tap', async () => {
    const { el, sent } = mounted()
    el.querySelector<HTMLButtonElement>('[data-testid="desk-walkin-open"]')!.click()
    el.querySelector<HTMLButtonElement>('[data-testid="desk-walkin-cash"]')!.click()
    expect(el.querySelector('[data-testid="desk-error"]')?.textContent).toBe(
      'Type a first name or a surname.',
    )
    expect(sent).toEqual([])
    el.querySelector<HTMLInputElement>('#desk-first')!.value = 'Kim'
    el.querySelector<HTMLButtonElement>('[data-testid="desk-walkin-card"]')!.click()
    await flush()
    expect(sent[0]?.action).toEqual({
      type: 'walkIn',
      firstName: 'Kim',
      lastName: '',
      kind: 'door',
      payment: { method: 'card' },
    })
  })
})
