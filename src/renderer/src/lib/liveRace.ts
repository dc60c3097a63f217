// A night's live race in a window: read once when shown, then kept by main's 'phones:live' pushes
// (each carries the whole race, so a push is never followed by a read); a Bunco not shown yet is
// announced for a few seconds.
import { noRace, type LiveBunco, type LiveRace } from '@shared/phones/live'
import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'

/** The race of `nightId()` (null: none), and the Buncos just rolled, shown for `showMs`. */
export function useLiveRace(
  nightId: () => number | null,
  showMs = 6000,
): { race: Ref<LiveRace | null>; news: Ref<LiveBunco[]> } {
  const race = ref<LiveRace | null>(null)
  const news = ref<LiveBunco[]>([])
  // the last Bunco shown, by round (a new round counts its Buncos from 1 again)
  let seen = { round: null as number | null, id: 0 }
  let clear: ReturnType<typeof setTimeout> | undefined
  const take = (next: LiveRace, announce: boolean): void => {
    if (next.nightId !== nightId()) return
    const fresh = next.buncos.filter((b) => next.round !== seen.round || b.id > seen.id)
    seen = { round: next.round, id: Math.max(0, ...next.buncos.map((b) => b.id)) }
    race.value = next
    if (!announce || fresh.length === 0) return
    news.value = fresh
    clearTimeout(clear)
    clear = setTimeout(() => (news.value = []), showMs)
  }
  const load = (): void => {
    const id = nightId()
    race.value = id === null ? null : noRace(id)
    news.value = []
    if (id === null) return
    // a race already under way is shown, its earlier Buncos not announced again
    call('phones:live', { nightId: id }).then(
      (next) => take(next, false),
      () => undefined,
    )
  }
  let off: (() => void) | undefined
  onMounted(() => {
    off = onPush('phones:live', (next) => take(next, true))
    load()
  })
  watch(nightId, load)
  onBeforeUnmount(() => {
    off?.()
    clearTimeout(clear)
  })
  return { race, news }
}
