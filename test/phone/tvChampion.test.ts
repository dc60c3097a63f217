// The TV's page crowns the playoff's champions over the prizes, and shows no crown before.
import { phoneTexts } from '@shared/i18n/phone'
import type { PhoneTvView } from '@shared/phones/views'
import { describe, expect, it } from 'vitest'
import { tvPage } from '../../src/phone/tvPage'

function view(champions: string[]): PhoneTvView {
  return {
    title: 'Big room',
    notStarted: false,
    round: null,
    bell: { bells: 0, bellAt: null },
    clock: { moveEndsAt: null, roundEndsAt: null },
    tables: [],
    buncos: [],
    top: [],
    hidden: false,
    dieHolders: [],
    champions,
    awards: [],
    wifi: null,
    fundraiser: null,
    slides: { status: 'playing', items: [] },
  }
}

describe('the TV’s champions', () => {
  it('crowns a pair, in the TV’s language', () => {
    const page = tvPage(view(['Ann', 'Bo']), phoneTexts.fr, 'fr')
    const crown = page.querySelector('[data-testid="champion"]')
    expect(crown?.textContent).toContain(phoneTexts.fr.playoff.champions)
    expect(crown?.textContent).toContain('Ann')
    expect(crown?.textContent).toContain('Bo')
  })

  it('crowns one champion of an individual final, and nobody before the final is in', () => {
    const one = tvPage(view(['Ann']), phoneTexts.en, 'en')
    expect(one.querySelector('[data-testid="champion"] h2')?.textContent).toBe('Champion')
    const none = tvPage(view([]), phoneTexts.en, 'en')
    expect(none.querySelector('[data-testid="champion"]')).toBeNull()
  })
})
