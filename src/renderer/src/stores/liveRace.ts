// A night's live race in a window: read once when shown, then kept by main's 'phones:live' pushes
// (each carries the whole race, so a push is never followed by a read); a Bunco not shown yet is
// announced for a few seconds.
import { noRace, type LiveBunco, type LiveRace } from '@shared/phones/live'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'

/** How long a Bunco just rolled is announced. */
const SHOW_MS = 6000

/** The race of the night shown (null: none), and the Buncos just rolled, shown for a while. */
export const useLiveRaceStore = defineStore('liveRace', () => {
  const race = ref<LiveRace | null>(null)
  const news = ref<LiveBunco[]>([])
  let nightId: number | null = null
  // the last Bunco shown, by round (a new round counts its Buncos from 1 again)
  let seen = { round: null as number | null, id: 0 }
  let clear: ReturnType<typeof setTimeout> | undefined
  const take = (next: LiveRace, announce: boolean): void => {
    if (next.nightId !== nightId) return
    const fresh = next.buncos.filter((b) => next.round !== seen.round || b.id > seen.id)
    seen = { round: next.round, id: Math.max(0, ...next.buncos.map((b) => b.id)) }
    race.value = next
    if (!announce || fresh.length === 0) return
    news.value = fresh
    clearTimeout(clear)
    clear = setTimeout(() => (news.value = []), SHOW_MS)
  }

  /** Shows a night's race (null: none any more): read once, then kept by the pushes. */
  function show(id: number | null): void {
    nightId = id
    seen = { round: null, id: 0 }
    race.value = id === null ? null : noRace(id)
    news.value = []
    clearTimeout(clear)
    if (id === null) return
    // a race already under way is shown, its earlier Buncos not announced again
    call('phones:live', { nightId: id }).then(
      (next) => take(next, false),
      () => undefined,
    )
  }

  onPush('phones:live', (next) => take(next, true))

  return { race, news, show }
})
