// The host's slides: a text or a picture added through the panel (a problem said beside its
// field and nothing sent), the list moved and emptied; the projector shows a slide only while
// nobody rolls.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BuncoBridge } from '../../src/shared/contract'
import { crc32, imageInfo, type SlideView } from '../../src/shared/slides'
import ProjectorSlide from '../../src/renderer/src/components/ProjectorSlide.vue'
import SlidesPanel from '../../src/renderer/src/components/slides/SlidesPanel.vue'
import { i18n } from '../../src/renderer/src/i18n'

/** A PNG's signature and header chunk (with its CRC) for this size. */
function pngBytes(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33)
  const view = new DataView(bytes.buffer)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])
  view.setUint32(16, width)
  view.setUint32(20, height)
  bytes.set([8, 6, 0, 0, 0], 24)
  view.setUint32(29, crc32(bytes, 12, 29))
  return bytes
}

/** A bridge keeping one night's slides as main would (pictures read by their bytes). */
function bridge(): { calls: string[] } {
  const calls: string[] = []
  let slides: SlideView[] = []
  let next = 1
  window.bunco = {
    call: async (name: string, args: Record<string, unknown>) => {
      calls.push(name)
      if (name === 'slides:add') {
        const bytes = args['image']
          ? Uint8Array.from(atob(String(args['image'])), (c) => c.charCodeAt(0))
          : null
        const info = bytes ? imageInfo(bytes) : null
        slides = [
          ...slides,
          {
            id: next++,
            sponsor: String(args['sponsor']).trim() || null,
            kind: args['kind'] as SlideView['kind'],
            text: String(args['text']),
            image: info && bytes ? { ...info, bytes: bytes.length } : null,
          },
        ]
      }
      if (name === 'slides:remove') slides = slides.filter((s) => s.id !== args['slideId'])
      if (name === 'slides:move') slides = [...slides].reverse()
      if (name === 'slides:image') return { ok: true, value: 'data:image/png;base64,AAAA' }
      return { ok: true, value: slides }
    },
    on: () => () => undefined,
  } as unknown as BuncoBridge
  return { calls }
}

async function pickFile(wrapper: ReturnType<typeof mount>, bytes: Uint8Array): Promise<void> {
  const input = wrapper.find('[data-testid="slide-file"]')
  Object.defineProperty(input.element, 'files', {
    value: [new File([new Uint8Array(bytes)], 'sponsor.png', { type: 'image/png' })],
    configurable: true,
  })
  await input.trigger('change')
  await flushPromises()
}

describe('the host’s slides panel', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('adds a text and a picture, then moves and removes them', async () => {
    const { calls } = bridge()
    const wrapper = mount(SlidesPanel, { props: { nightId: 3 }, global: { plugins: [i18n] } })
    await flushPromises()
    expect(wrapper.find('[data-testid="slides-empty"]').exists()).toBe(true)
    await wrapper.find('[data-testid="slide-kind-text"]').setValue()
    await wrapper.find('[data-testid="slide-text"]').setValue('Raffle at nine')
    await wrapper.find('form').trigger('submit')
    await flushPromises()
    await wrapper.find('[data-testid="slide-kind-image"]').setValue()
    await wrapper.find('[data-testid="slide-sponsor"]').setValue('Acme')
    await pickFile(wrapper, pngBytes(800, 450))
    await wrapper.find('form').trigger('submit')
    await flushPromises()
    const items = wrapper.findAll('.slide-list li')
    expect(items.map((li) => li.text())).toEqual([
      expect.stringContaining('Announcement'),
      expect.stringContaining('800 × 450'),
    ])
    expect(wrapper.find('[data-testid="slides-share"]').text()).toContain('one slide in 2')
    await wrapper.find('[data-testid="slide-up-2"]').trigger('click')
    await flushPromises()
    expect(wrapper.findAll('.slide-list li')[0]?.text()).toContain('Acme')
    await wrapper.find('[data-testid="slide-remove-2"]').trigger('click')
    await flushPromises()
    expect(wrapper.findAll('.slide-list li')).toHaveLength(1)
    expect(calls.filter((c) => c === 'slides:add')).toHaveLength(2)
  })

  it('says a problem beside its field and sends nothing', async () => {
    const { calls } = bridge()
    const wrapper = mount(SlidesPanel, { props: { nightId: 3 }, global: { plugins: [i18n] } })
    await flushPromises()
    await wrapper.find('form').trigger('submit')
    expect(wrapper.find('[data-testid="slide-image-problem"]').text()).toContain('Choose a picture')
    await pickFile(wrapper, new TextEncoder().encode('GIF89a not a png'))
    await wrapper.find('form').trigger('submit')
    expect(wrapper.find('[data-testid="slide-image-problem"]').text()).toContain(
      'not a PNG or JPEG',
    )
    await wrapper.find('[data-testid="slide-kind-text"]').setValue()
    await wrapper.find('form').trigger('submit')
    expect(wrapper.find('[data-testid="slide-text-problem"]').text()).toContain('Type the text')
    expect(calls).not.toContain('slides:add')
  })
})

describe('a slide on the projector', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('shows before the first round and at the end, never while dice roll', async () => {
    bridge()
    const panel = mount(SlidesPanel, { props: { nightId: 3 }, global: { plugins: [i18n] } })
    await flushPromises()
    await panel.find('[data-testid="slide-kind-text"]').setValue()
    await panel.find('[data-testid="slide-text"]').setValue('Welcome!')
    await panel.find('form').trigger('submit')
    await flushPromises()
    const shown = (status: 'setup' | 'playing' | 'finished', moveEndsAt: number | null = null) =>
      mount(ProjectorSlide, {
        props: { nightId: 3, status, moveEndsAt },
        global: { plugins: [i18n] },
      })
    expect(shown('setup').find('[data-testid="slide"]').text()).toContain('Welcome!')
    // after the last round a slide shows every other period: this one shows one
    const clock = vi.spyOn(Date, 'now').mockReturnValue(8_000)
    expect(shown('finished').find('[data-testid="slide"]').exists()).toBe(true)
    clock.mockRestore()
    expect(shown('playing').find('[data-testid="slide"]').exists()).toBe(false)
    // the move countdown between rounds: nobody rolls, the slides show
    const moving = shown('playing', Date.now() + 60_000)
    expect(moving.find('[data-testid="slide"]').exists()).toBe(true)
  })
})
