// Individual play (2–4 guests alone at one table): no teams, partners or head table on paper.
import { describe, expect, it } from 'vitest'
import { pdfTexts } from '../../../../src/shared/i18n/pdf'
import { sayStatement } from '../../../../src/shared/i18n/rules'
import { renderDocument } from '../../../../src/main/print/pdf'
import { buildNight } from './fixtures'
import { pdfInfo, pdfText, save, squash } from './poppler'

const night = buildNight({ names: ['Ann', 'Bob', 'Zoë'], rules: { play: 'individual', sets: 2 } })
const options = { language: 'en', paper: 'a4' } as const
const t = pdfTexts.en

describe('individual play', () => {
  it('gives the tally a column per player, named', async () => {
    const path = save('individual-tallies', await renderDocument('tallies', night, options))
    const text = pdfText(path)
    expect(pdfInfo(path).pages).toBe(1)
    for (const name of ['Ann', 'Bob', 'Zoë']) expect(text).toContain(name)
    // the empty chair gets no column: alone at a table, nobody plays for it
    expect(text).not.toContain(t.common.ghost)
    expect(squash(text)).toContain(
      squash(sayStatement(t.rules, { id: 'end.individual', params: { target: 21 } })),
    )
    expect(text).not.toContain(t.common.headTable)
    expect(text).not.toContain('Team')
  })

  it('puts no head table or partners on the card', async () => {
    const text = squash(
      pdfText(save('individual-tableCards', await renderDocument('tableCards', night, options))),
    )
    expect(text).not.toContain(squash(t.common.headTable))
    expect(text).not.toContain(squash(t.cards.partners))
    expect(text).toContain(squash(t.rules.say['night.individual']))
    expect(text).not.toContain(squash(t.common.ghost))
  })

  it('states the individual rules without partners or moves', async () => {
    const text = pdfText(save('individual-rules', await renderDocument('rules', night, options)))
    expect(squash(text)).toContain(
      squash(sayStatement(t.rules, { id: 'end.individual', params: { target: 21 } })),
    )
    expect(squash(text)).toContain(squash(t.rules.say['move.individual']))
    expect(text).not.toMatch(/partner/i)
    expect(text).not.toContain(t.common.ghost)
  })

  it('prints no partners and no ghost on the score sheets', async () => {
    const text = pdfText(
      save('individual-scoreSheets', await renderDocument('scoreSheets', night, options)),
    )
    expect(text).not.toMatch(/partner/i)
    expect(text).not.toContain(t.common.ghost)
    expect(squash(text)).toContain(squash(t.rules.say['sheet.marksAlone']))
  })
})
