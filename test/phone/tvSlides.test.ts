// A night's slides on the TV's page: a picture from the TV's own route or a text, with whose slide
// it is, turning with the clock; none while dice roll, and none without slides.
import { phoneTexts } from '@shared/i18n/phone'
import type { PhoneTvView } from '@shared/phones/views'
import type { TvSlides } from '@shared/slides'
import { describe, expect, it } from 'vitest'
import { hasSlides, tvSlide } from '../../src/phone/tvSlides'

function view(slides: Partial<TvSlides>, moveEndsAt: number | null = null): PhoneTvView {
  return {
    title: 'Bunco',
    notStarted: true,
    round: null,
    bell: { bells: 0, bellAt: null },
    clock: { moveEndsAt, roundEndsAt: null },
    tables: [],
    buncos: [],
    top: [],
    hidden: false,
    dieHolders: [],
    champions: [],
    awards: null,
    wifi: null,
    fundraiser: null,
    slides: {
      status: 'setup',
      items: [
        { id: 4, sponsor: 'Acme', kind: 'image', text: 'Fresh bread' },
        { id: 7, sponsor: null, kind: 'text', text: 'Raffle at nine' },
      ],
      ...slides,
    },
  }
}

const code = 'abcdefghijklmnopqrstuv'

describe('slides on the TV’s page', () => {
  it('shows a sponsor’s picture from the TV’s route, with its caption and thanks', () => {
    const el = tvSlide(view({}), phoneTexts.en, code, 0)
    expect(el?.dataset['testid']).toBe('slide')
    expect(el?.querySelector('img')?.getAttribute('src')).toBe(`/api/v/${code}/slides/4`)
    expect(el?.textContent).toContain('Fresh bread')
    expect(el?.textContent).toContain('With thanks to Acme')
  })

  it('turns to the next slide with the clock, an announcement said as one, in French', () => {
    const el = tvSlide(view({}), phoneTexts.fr, code, 8_000)
    expect(el?.querySelector('img')).toBeNull()
    expect(el?.querySelector('.tv-slide-words')?.textContent).toBe('Raffle at nine')
    expect(el?.textContent).toContain('Annonce')
  })

  it('shows nothing while dice roll, in the move countdown it does', () => {
    expect(tvSlide(view({ status: 'playing' }), phoneTexts.en, code, 0)).toBeNull()
    const moving = view({ status: 'playing' }, 60_000)
    expect(tvSlide(moving, phoneTexts.en, code, 1_000)).not.toBeNull()
    expect(tvSlide(moving, phoneTexts.en, code, 60_000)).toBeNull()
    expect(tvSlide(view({ status: 'finished' }), phoneTexts.en, code, 0)).toBeNull()
    expect(tvSlide(view({ status: 'finished' }), phoneTexts.en, code, 8_000)).not.toBeNull()
  })

  it('shows nothing without slides, and turns only with some', () => {
    expect(tvSlide(view({ items: [] }), phoneTexts.en, code, 0)).toBeNull()
    expect(hasSlides(view({ items: [] }))).toBe(false)
    expect(hasSlides(view({}))).toBe(true)
    expect(hasSlides(null)).toBe(false)
  })
})
