import type { ClubSummary, ClubView } from '@shared/club'
import type { CallArgs } from '@shared/contract'
import type { NightView } from '@shared/views'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'

/** The clubs, and the one open on the club screen, as main last saved them. */
export const useClubStore = defineStore('club', () => {
  const list = ref<ClubSummary[]>([])
  const view = ref<ClubView | null>(null)
  const busy = ref(false)
  /** Whether the club screen is shown: only then does a change elsewhere cost a read. */
  const shown = ref(false)

  // this window's own changes: their answers carry them, so their pushes need no read
  let pending = 0
  let echoes = 0
  let early = 0

  /** Reloads the list of clubs. */
  async function loadList(): Promise<void> {
    list.value = await call('club:list')
  }

  /** Opens a club (null: back to the list). */
  async function open(clubId: string | null): Promise<void> {
    // what it reads now is the club as it is: no change before this needs a read of its own
    echoes = 0
    early = 0
    view.value = clubId === null ? null : await call('club:get', { clubId })
    if (clubId === null) await loadList()
  }

  async function adopt(answer: Promise<ClubView>): Promise<ClubView> {
    busy.value = true
    pending++
    try {
      const next = await answer
      view.value = next
      if (early > 0) early--
      else echoes++
      return next
    } finally {
      pending--
      busy.value = pending > 0
    }
  }

  /** Creates a club and opens it. */
  function create(args: CallArgs<'club:create'>): Promise<ClubView> {
    return adopt(call('club:create', args))
  }

  /** One change to the open club. */
  function act(action: CallArgs<'club:act'>['action']): Promise<ClubView> {
    const clubId = view.value?.clubId
    if (!clubId) throw new Error('no club open')
    return adopt(call('club:act', { clubId, action }))
  }

  /**
   * One change to a club from outside the club screen (a night's buy-ins): nothing is adopted
   * here, the club's push brings the change to whatever shows it.
   */
  async function actOn(clubId: string, action: CallArgs<'club:act'>['action']): Promise<void> {
    await call('club:act', { clubId, action })
  }

  /** Starts the night of a club's scheduled entry; main answers with the night's view. */
  function startNight(args: CallArgs<'club:startNight'>): Promise<NightView> {
    return call('club:startNight', args)
  }

  /** Adds (or changes) a season of the open club. */
  function season(args: Omit<CallArgs<'club:season'>, 'clubId'>): Promise<ClubView> {
    const clubId = view.value?.clubId ?? ''
    return adopt(call('club:season', { clubId, ...args }))
  }

  /** Adds (or changes) a night on a season's schedule. */
  function entry(args: Omit<CallArgs<'club:entry'>, 'clubId'>): Promise<ClubView> {
    const clubId = view.value?.clubId ?? ''
    return adopt(call('club:entry', { clubId, ...args }))
  }

  // a change saved elsewhere (another window, a night's buy-ins) costs one read of what is shown
  let reading = 0
  onPush('club:changed', ({ clubId }) => {
    if (!shown.value) return
    if (view.value?.clubId === clubId && echoes > 0) return void echoes--
    if (view.value?.clubId === clubId && pending > 0) return void early++
    const mine = ++reading
    const read =
      view.value?.clubId === clubId
        ? call('club:get', { clubId }).then((next) => {
            if (mine === reading && view.value?.clubId === clubId) view.value = next
          })
        : view.value === null
          ? loadList()
          : Promise.resolve()
    read.catch(() => undefined)
  })

  return {
    list,
    view,
    busy,
    shown,
    loadList,
    open,
    create,
    act,
    actOn,
    startNight,
    season,
    entry,
  }
})
