// A door desk's page on a volunteer's tablet or phone (loaded only with a desk code): search as
// you type over the guest list (the shared desk search: surname, first name, part of either,
// accents aside), a guest opened with a tap or Enter, checked in and paid with one more tap or key
// (1 to 5), a walk-in, an arrival undone, a no-show. Its search field and the walk-in's are made
// once: a redraw (another desk's check-in) never takes the volunteer's typing or focus away.
import type { DeskIndex } from '@shared/fundraiser/deskSearch'
import type { PhoneTexts } from '@shared/i18n/phone'
import { phoneDeskTexts, type PhoneDeskTexts } from '@shared/i18n/phone/desk'
import type { DeskAction, DeskOutcome, DeskPost, PhoneDeskView } from '@shared/phones/desk'
import type { Language } from '@shared/settings'
import { PhoneApiError, newKey } from '../api'
import { fill, h, placeChildren } from '../dom'
import { guestPanel } from './deskGuest'
import { guestIndex, hitList } from './deskHits'
import { deskKeys } from './deskKeys'
import { doneText } from './deskWords'
import { walkInForm } from './walkIn'
import './desk.css'

/** What the desk's page asks of the page around it. */
export interface DeskHooks {
  /** Sends one action (its reply, or a PhoneApiError). */
  send(post: DeskPost): Promise<DeskOutcome>
  /** Reads the desk's view again (after an action, taken or refused). */
  reload(): void
}

/** The desk's page: one element, drawn again for each view and language. */
export interface DeskScreen {
  render(view: PhoneDeskView, t: PhoneTexts, language: Language): HTMLElement
}

/** The desk's page for a page opened with a desk code. */
export function deskScreen(hooks: DeskHooks): DeskScreen {
  const state = {
    selected: null as string | null,
    walkIn: false,
    busy: false,
    said: null as { error: boolean; text: string } | null,
    // an action no answer came back for: sent again with the same key, it is taken once
    failed: null as { json: string; key: string } | null,
  }
  let drawn: {
    view: PhoneDeskView
    t: PhoneTexts
    td: PhoneDeskTexts
    language: Language
  } | null = null
  let index: { seq: number; index: DeskIndex } | null = null

  const head = h('header', { class: 'desk-head' })
  const status = h('p', { class: 'note applied', role: 'status', 'data-testid': 'desk-done' })
  const alert = h('p', { class: 'note error', role: 'alert', 'data-testid': 'desk-error' })
  const label = h('label', { for: 'desk-find', class: 'desk-label' })
  const input = h('input', {
    id: 'desk-find',
    type: 'search',
    autocomplete: 'off',
    autocapitalize: 'words',
    spellcheck: 'false',
    enterkeyhint: 'go',
    'aria-describedby': 'desk-find-hint',
    'data-testid': 'desk-find',
  }) as HTMLInputElement
  const hint = h('p', { class: 'hint', id: 'desk-find-hint' })
  const keys = h('p', { class: 'hint desk-keys' })
  const hits = h('div', { class: 'desk-hits-box' })
  const panel = h('div', { class: 'desk-panel' })
  const walkInButton = h('button', {
    type: 'button',
    class: 'big',
    'data-testid': 'desk-walkin-open',
    onclick: () => openWalkIn(),
  })
  const walkIn = walkInForm(
    (action) => (action ? void run(action) : say(true, drawn?.td.needName ?? '')),
    () => back(),
  )
  const search = h(
    'section',
    { class: 'desk-search' },
    label,
    input,
    hint,
    hits,
    walkInButton,
    keys,
  )
  const root = h(
    'div',
    { class: 'desk page', 'data-testid': 'desk' },
    head,
    status,
    alert,
    search,
    panel,
  )

  const say = (error: boolean, text: string): void => {
    state.said = { error, text }
    update()
  }
  const focusFind = (): void => {
    input.focus()
    input.select()
  }
  function back(): void {
    state.selected = null
    state.walkIn = false
    update()
    focusFind()
  }
  function openWalkIn(): void {
    state.selected = null
    state.walkIn = true
    state.said = null
    update()
    walkIn.reset()
  }
  function open(id: string): void {
    state.selected = id
    state.walkIn = false
    state.said = null
    update()
    // the first way to pay (or to check in) takes the next tap or Enter
    panel.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus()
  }

  async function run(action: DeskAction): Promise<void> {
    const d = drawn
    if (!d || state.busy) return
    const guest = d.view.guests.find(
      (g) => 'registrationId' in action && g.id === action.registrationId,
    )
    const named =
      guest ??
      (action.type === 'walkIn'
        ? { first: action.firstName, last: action.lastName, dueMinor: 0 }
        : null)
    const json = JSON.stringify(action)
    const key = state.failed?.json === json ? state.failed.key : newKey()
    state.busy = true
    state.said = { error: false, text: d.td.saving }
    update()
    try {
      await hooks.send({ key, action })
      state.failed = null
      state.said = named
        ? { error: false, text: doneText(action, named, d.view, d.td, d.language) }
        : null
      state.selected = null
      state.walkIn = false
      input.value = ''
    } catch (err) {
      const e = err instanceof PhoneApiError ? err : new PhoneApiError(0, 'offline')
      state.failed = e.retryable ? { json, key } : null
      state.said = { error: true, text: fill(d.t.errors[e.key], { detail: e.detail ?? '' }) }
    }
    state.busy = false
    update()
    // taken or refused (another desk was first), the list is read again
    hooks.reload()
    if (!state.selected && !state.walkIn) focusFind()
  }

  function drawHits(d: NonNullable<typeof drawn>): void {
    const { view } = d
    if (!index || index.seq !== view.seq) index = { seq: view.seq, index: guestIndex(view) }
    placeChildren(hits, hitList({ ...d, index: index.index, typed: input.value, open }))
  }

  function update(): void {
    const d = drawn
    if (!d) return
    const { view, td, language } = d
    head.replaceChildren(
      h('h1', {}, fill(td.title, { desk: view.desk })),
      h('p', { class: 'hint' }, [view.title, view.cause].filter((x) => x !== '').join(' · ')),
      h(
        'p',
        { class: 'desk-counts', 'data-testid': 'desk-counts' },
        fill(td.counts, { ...view.door }),
      ),
    )
    status.textContent = state.said && !state.said.error ? state.said.text : ''
    alert.textContent = state.said?.error ? state.said.text : ''
    label.textContent = td.find
    hint.textContent = td.findHint
    keys.textContent = td.keys
    walkInButton.textContent = td.walkIn
    search.hidden = state.walkIn
    drawHits(d)
    const guest = state.selected ? view.guests.find((g) => g.id === state.selected) : undefined
    if (state.walkIn) walkIn.render(view, td, language, state.busy)
    placeChildren(panel, [
      guest
        ? guestPanel({ guest, view, td, language, busy: state.busy, act: (a) => void run(a), back })
        : state.walkIn
          ? walkIn.element
          : null,
    ])
  }

  input.addEventListener('input', () => {
    state.selected = null
    update()
  })
  deskKeys(root, { input, hits, panel, back })

  return {
    render(view, t, language) {
      drawn = { view, t, td: phoneDeskTexts[language], language }
      // the guest opened may have gone (another desk's change): back to the search
      if (state.selected && !view.guests.some((g) => g.id === state.selected)) state.selected = null
      update()
      return root
    },
  }
}
