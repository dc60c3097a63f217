// What the projector shows of a charity night (the money raised toward the goal, the newest draw):
// read when the night is shown, then once per change of its fundraiser or of its phones' settings
// (the host keeps the money raised off the TV or shows it).
import type { TvFundraiser } from '@shared/phones/tvFundraiser'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'

/** The charity night on the projector (null: the night shown is not one, or none is). */
export const useTvFundraiserStore = defineStore('tvFundraiser', () => {
  const charity = ref<TvFundraiser | null>(null)
  let nightId: number | null = null
  // only the newest read lands: an older answer never replaces a newer one
  let reads = 0
  function read(): void {
    const id = nightId
    if (id === null) return
    const mine = ++reads
    call('phones:tvFundraiser', { nightId: id }).then(
      (next) => {
        if (mine === reads && id === nightId) charity.value = next
      },
      () => undefined,
    )
  }

  /** Shows a night's fundraiser (null: none any more): read now, then once per change. */
  function show(id: number | null): void {
    nightId = id
    charity.value = null
    read()
  }

  onPush('fundraiser:changed', (data) => data.nightId === nightId && read())
  onPush('phones:changed', (data) => data.nightId === nightId && !data.connections && read())

  return { charity, show }
})
