// The phone page: opens the table's (#t=code), the guest's (#g=code), the TV's (#v=code) or a door
// desk's (#d=code, its page loaded only then) page, keeps it live.
import { laptopNow } from './laptopTime'
import type { PhoneTexts } from '@shared/i18n/phone'
import type { Language, TextSize } from '@shared/settings'
import type { ConfirmAnswer } from '@shared/phones/decision'
import type { PhoneConfirm } from '@shared/schemas/phones'
import { drawReveal } from '@shared/phones/drawReveal'
import { linkOf, readsAfterSend } from '@shared/phones/protocol'
import { PhoneApiError, newKey } from './api'
import type { DeskScreen } from './desk/deskPage'
import { h, placeChildren } from './dom'
import { guestPage } from './guestPage'
import { languageNav, pickLanguage, rememberLanguage, textsOf } from './language'
import { pickTextSize, textSizeNav, useTextSize } from './textSize'
import { connectLive } from './live'
import { outboxFor } from './outbox'
import { draftResult, newDraft, type Draft, type SendState } from './draft'
import { tablePage } from './tablePage'
import { rollTicket } from './tvCharity'
import { tvMoments } from './tvMoments'
import { tablesPerPage, tvPage } from './tvPage'
import { clockTicker } from './clockBlock'
import { fillDraft, keepStep, undoStep, type KeptRound } from './keeperPanel'
import { liveBody, livePoster, nextSeq } from './livePost'
import { passedRequests } from './pass'
import { readShown, tableOf, type Shown } from './shown'
import { readStored, writeStored } from './stored'
import { keepAwake } from './wake'
import { hasSlides, tvSlide } from './tvSlides'
import { SLIDE_PERIOD_MS } from '@shared/slides'
import './style.css'

const CODE = /^[A-Za-z0-9_-]{16,64}$/
const { kind, code } = linkOf(location.hash)
let language: Language = pickLanguage()
let textSize: TextSize = pickTextSize()
useTextSize(textSize, false)
// every request with this phone's own pass, in the page's language of the moment
const calls = passedRequests(kind ?? 'guest', code, () => language)
let shown: Shown | null = null
let fatal: keyof PhoneTexts['errors'] | null = kind && CODE.test(code) ? null : 'noCode'
let online = false
let draft: Draft = newDraft(0)
const send: SendState = { busy: false, error: null, hint: null, queued: 0 }
const outbox = outboxFor(code)
const keeperKey = `bunco-keeper-${code.slice(0, 12)}`
let keeperOpen = false
let keeperRefused = false
let kept: KeptRound = readKept()
// the result the other team was last asked about (table mode)
let askedKey: string | null = null
let toTop = false
let toStatus = false

function readKept(): KeptRound {
  const stored = readStored(keeperKey) as KeptRound | null
  if (!stored || typeof stored.round !== 'number' || !Array.isArray(stored.steps)) {
    return { round: 0, steps: [] }
  }
  return { round: stored.round, steps: stored.steps, seq: Number(stored.seq) || 0 }
}

function saveKept(): void {
  writeStored(keeperKey, kept)
}

// the kept round's running score reaches the host's screen and the TV a moment after each tap
const livePost = livePoster(
  (body) => calls.call('tableLive', body),
  () => {
    const view = tableOf(shown)
    if (!view) return null
    const body = liveBody(view, kept, nextSeq(kept))
    saveKept()
    return body
  },
)
// the TV's tables turn a page every 10 s when they do not fit on one screen
let tvPageTurn = 0
const TV_PAGE_MS = 10_000
// the bell and the Buncos, as the projector says them: for a few seconds each
const moments = tvMoments(() => draw())
// the move countdown counts down each second; a timed round's end is said when it comes
const ticker = clockTicker(() => draw(), laptopNow)

const awake = keepAwake()
const root = document.getElementById('app') as HTMLElement
// a draw made while the TV is open is revealed: its ticket rolls, then the prize and the buyer
const still = window.matchMedia('(prefers-reduced-motion: reduce)')
const draws = drawReveal({
  redraw: () => draw(),
  tick: () => rollTicket(root, draws.now().draw),
  still: () => still.matches,
})
// the TV's page fills the screen, read from across the room
if (kind === 'tv') root.classList.add('tv-main')
// a door desk's page is a chunk of its own: a table's phone never loads it
let desk: DeskScreen | null = null
if (kind === 'desk') {
  root.classList.add('desk-main')
  void import('./desk/deskPage').then(({ deskScreen }) => {
    desk = deskScreen({ send: (post) => calls.call('deskAct', post), reload: () => void load() })
    draw()
  })
}

// keeps the field being typed in focused (and its caret) across a redraw
function draw(): void {
  const active = document.activeElement as HTMLInputElement | null
  const focused = active?.id ?? null
  const caret = active && 'selectionStart' in active ? active.selectionStart : null
  const caretEnd = active && 'selectionEnd' in active ? active.selectionEnd : null
  const t = textsOf(language)
  document.documentElement.lang = language
  send.queued = outbox.list().length
  const status = h(
    'p',
    { class: online ? 'live on' : 'live off', 'data-testid': 'live', role: 'status' },
    online ? t.online : t.offline,
  )
  let body: HTMLElement
  const s = shown
  // a guest's night that is over (its page still reads, or its stream said so): the last word
  if (s?.kind === 'guest' && (fatal === 'over' || !s.view.round)) {
    // a guest keeps the night's last word: their record and the top five as it ended
    body = guestPage(s.view, t, language, true)
  } else if (fatal === 'over') {
    // not a fault: the night is finished
    body = h('p', { class: 'note ended', role: 'status', 'data-testid': 'fatal' }, t.over)
  } else if (fatal) {
    body = h(
      'p',
      { class: 'note error fatal', role: 'alert', 'data-testid': 'fatal' },
      t.errors[fatal],
    )
  } else if (!s) {
    body = h('p', { class: 'loading' }, t.loading)
  } else if (s.kind === 'tv') {
    body = tvPage(s.view, t, language, tvPageTurn, moments.now(), draws.now())
  } else if (s.kind === 'desk') {
    body = desk ? desk.render(s.view, t, language) : h('p', { class: 'loading' }, t.loading)
  } else if (s.kind === 'table') {
    body = tablePage({
      view: s.view,
      texts: t,
      draft,
      send,
      redraw: draw,
      submit,
      retry: () => void flush(),
      answer: (a) => answer(a),
      queuedAnswer: queuedAnswer(),
      keeper: {
        kept,
        open: keeperOpen,
        refused: keeperRefused,
        toggle: () => {
          keeperOpen = !keeperOpen
          draw()
        },
        step: (step) => {
          const view = tableOf(shown)
          if (!view) return
          keeperRefused = !keepStep(view, kept, step)
          saveKept()
          draw()
          if (!keeperRefused) livePost.soon()
        },
        undo: () => {
          undoStep(kept)
          keeperRefused = false
          saveKept()
          draw()
          livePost.soon()
        },
        use: (table) => {
          fillDraft(table, draft)
          keeperOpen = false
          draw()
          root.querySelector<HTMLElement>('[data-testid="send"]')?.focus()
        },
      },
    })
  } else {
    body = guestPage(s.view, t, language)
  }
  // the TV's and a guest's pages say it themselves
  const over =
    s?.kind === 'table' && !s.view.round && !fatal ? h('p', { class: 'note' }, t.over) : null
  const languages = languageNav(language, (l) => {
    language = l
    rememberLanguage(l)
    draw()
  })
  // the TV is read from across the room already: large print is for the phones in hand
  const sizes =
    kind === 'tv'
      ? null
      : textSizeNav(t, textSize, (size) => {
          textSize = size
          useTextSize(size, true)
          draw()
        })
  const tip = awake.supported || kind === 'tv' ? null : h('p', { class: 'hint awake' }, t.awake)
  // a slide covers the TV's whole screen, beside its page rather than inside it
  const slide = s?.kind === 'tv' && !fatal ? tvSlide(s.view, t, code, laptopNow()) : null
  const parts = fatal ? [body] : [status, over, body, slide]
  // a part drawn again as the same element (the desk's page) stays where it is, focus and all
  placeChildren(root, [...parts.filter((x): x is HTMLElement => x !== null), languages, sizes, tip])
  // a field drawn anew gets the focus and the selection back; one kept (still focused) is left
  // alone: its selection is the volunteer's (a redraw between a select-all and a key took it)
  const again = focused ? (document.getElementById(focused) as HTMLInputElement | null) : null
  if (again && document.activeElement !== again) {
    again.focus()
    if (caret !== null && again.setSelectionRange) again.setSelectionRange(caret, caretEnd ?? caret)
  }
}

// one read at a time: changes heard while a read is on its way make one more read after it
let reading: Promise<void> | null = null
let readAgain = false

function load(): Promise<void> {
  if (reading) {
    readAgain = true
    return reading
  }
  reading = readView().finally(() => {
    reading = null
    if (readAgain) {
      readAgain = false
      void load()
    }
  })
  return reading
}

async function readView(): Promise<void> {
  if (!kind || fatal) return
  try {
    const got = await readShown(calls, kind)
    shown = got
    ticker.seen(got.kind === 'desk' ? null : got.view.clock)
    if (got.kind === 'tv') {
      moments.seen(got.view)
      draws.seen(got.view.fundraiser?.draw ?? null)
    }
    if (got.kind === 'table') {
      const round = got.view.round?.n ?? 0
      if (round !== draft.round) {
        // a new round: the page starts at its top, where the moves are said
        if (draft.round !== 0) window.scrollTo(0, 0)
        draft = newDraft(round)
      }
      // the other team is asked about a new result: the page starts at its top, where they are
      const asked = got.view.confirm?.key ?? null
      toTop = asked !== null && asked !== askedKey
      // the question answered: what became of the result is said where the question was
      toStatus = asked === null && askedKey !== null
      askedKey = asked
      if (round !== kept.round) {
        kept = { round, steps: [] }
        saveKept()
      }
    }
  } catch (err) {
    if (err instanceof PhoneApiError && !err.retryable) fatal = err.key
  }
  draw()
  // after drawing, which keeps a focused field on the screen (the points typed last)
  if (toTop) {
    toTop = false
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  }
  if (toStatus) {
    toStatus = false
    root.querySelector('[data-testid="sent"]')?.scrollIntoView({ block: 'center' })
  }
}

let retryTimer: ReturnType<typeof setTimeout> | undefined
let retryPause = 2000

// sends every result and answer kept on the phone, oldest first; stops at the first that cannot
// go yet
async function flush(): Promise<void> {
  clearTimeout(retryTimer)
  if (send.busy) return
  send.busy = true
  draw()
  // what the laptop took, and whether it refused any for good (the page then reads its view)
  let taken = 0
  let refused = false
  for (const pending of outbox.list()) {
    try {
      await calls.call(pending.route, pending.body)
      outbox.remove(pending)
      taken += 1
      send.error = null
      retryPause = 2000
    } catch (err) {
      const e = err instanceof PhoneApiError ? err : new PhoneApiError(0, 'offline')
      if (e.retryable) {
        if (e.key === 'slowDown') send.error = { key: e.key, detail: null }
        retryTimer = setTimeout(() => void flush(), retryPause)
        retryPause = Math.min(retryPause * 2, 15_000)
        break
      }
      // refused for good: said on the page, not sent again
      outbox.remove(pending)
      refused = true
      send.error = { key: e.key, detail: e.detail }
    }
  }
  send.busy = false
  if (taken === 0 || refused || readsAfterSend(online)) await load()
  else draw()
}

function submit(): void {
  const v = tableOf(shown)
  if (!v || send.busy) return
  const made = draftResult(v, draft, newKey())
  if ('missing' in made) {
    send.hint = made.missing
    draw()
    return
  }
  send.hint = null
  send.error = null
  outbox.add({ route: 'tableResult', body: made })
  void flush()
}

// the answer about the result the table is asked about that waits on the phone for the laptop
function queuedAnswer(): ConfirmAnswer | null {
  const key = tableOf(shown)?.confirm?.key
  for (const p of outbox.list()) {
    if (p.route === 'tableConfirm' && p.body.key === key) return p.body.answer
  }
  return null
}

// the other team's answer about the result they are asked to confirm: kept like a result until
// the laptop has it (a refusal is said beside the answers)
function answer(a: ConfirmAnswer): void {
  const asked = tableOf(shown)?.confirm
  if (!asked || send.busy) return
  send.error = null
  const body: PhoneConfirm = { key: asked.key, answer: a }
  outbox.add({ route: 'tableConfirm', body })
  void flush()
}

draw()
if (kind && !fatal) {
  // the live stream names the phone's pass: the phone in use keeps its stream
  void calls.ready().then(() => listen())
  window.addEventListener('online', () => void flush())
  if (kind === 'tv') {
    setInterval(() => {
      const tv = shown?.kind === 'tv' ? shown.view : null
      if (!tv || tv.tables.length <= tablesPerPage(window.innerHeight)) return
      tvPageTurn += 1
      draw()
    }, TV_PAGE_MS)
    // the slides turn with the clock, the same one on the projector
    setInterval(
      () => hasSlides(shown?.kind === 'tv' ? shown.view : null) && draw(),
      SLIDE_PERIOD_MS,
    )
    // a window resized (a second laptop's) may hold more or fewer tables
    window.addEventListener('resize', () => draw())
  }
  document.addEventListener('click', () => awake.request(), { once: true })
}

function listen(): void {
  connectLive(() => calls.streamUrl(), {
    changed: () => void load(),
    online: (up) => {
      online = up
      if (up && outbox.list().length > 0) void flush()
      else draw()
    },
    ended: (key) => {
      fatal = key
      draw()
    },
  })
}
