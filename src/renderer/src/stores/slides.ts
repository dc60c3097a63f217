// A night's slides as the host's panel and the projector show them: read when the night is shown,
// then once per change pushed; each picture read once (as a data URL) and kept by its id.
import type { SlideKind, SlideView } from '@shared/slides'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { base64Of } from '../lib/fundraiser/importChoices'
import { onPush } from '../push'

/** A new slide as the panel's form holds it: its picture's bytes as picked (null: none). */
export interface SlideForm {
  kind: SlideKind
  sponsor: string
  text: string
  image: Uint8Array | null
}

/** The slides of the night shown (empty: none, or no night). */
export const useSlidesStore = defineStore('slides', () => {
  const slides = ref<SlideView[]>([])
  const images = ref(new Map<number, string>())
  let nightId: number | null = null
  // only the newest read lands: an older answer never replaces a newer one
  let reads = 0

  function take(id: number, next: SlideView[]): SlideView[] {
    if (id !== nightId) return next
    slides.value = next
    for (const s of next) if (s.image && !images.value.has(s.id)) void picture(id, s.id)
    return next
  }

  async function picture(id: number, slideId: number): Promise<void> {
    const url = await call('slides:image', { nightId: id, slideId }).catch(() => null)
    if (url && id === nightId) images.value = new Map(images.value).set(slideId, url)
  }

  function read(): void {
    const id = nightId
    if (id === null) return
    const mine = ++reads
    call('slides:list', { nightId: id }).then(
      (next) => mine === reads && take(id, next),
      () => undefined,
    )
  }

  /** Shows a night's slides (null: none): read now, then once per change. */
  function show(id: number | null): void {
    if (id === nightId) return
    nightId = id
    slides.value = []
    images.value = new Map()
    read()
  }

  /** Adds a slide at the end; main checks it again and may refuse it (thrown). */
  async function add(id: number, form: SlideForm): Promise<void> {
    const next = await call('slides:add', {
      nightId: id,
      kind: form.kind,
      sponsor: form.sponsor,
      text: form.text,
      image: form.kind === 'image' && form.image ? base64Of(form.image) : null,
    })
    reads++
    take(id, next)
  }

  /** Removes a slide. */
  async function remove(id: number, slideId: number): Promise<void> {
    reads++
    take(id, await call('slides:remove', { nightId: id, slideId }))
  }

  /** Moves a slide to another place in the list. */
  async function move(id: number, slideId: number, to: number): Promise<void> {
    reads++
    take(id, await call('slides:move', { nightId: id, slideId, to }))
  }

  onPush('slides:changed', (data) => data.nightId === nightId && read())

  return { slides, images, show, add, remove, move }
})
