// A fundraiser's papers through the contract (name tags, a donation's receipt, the treasurer's
// report as PDF and CSV), and its refusals said with amounts as money and fields as words.
import { describe, expect, it } from 'vitest'
import type { FundraiserView } from '../../../src/shared/fundraiser'
import { must, type Call } from '../../drivers/night-driver'
import { createMainContext } from '../../../src/main/context'
import { tempFolder } from '../helpers'
import { SETTINGS, base64 } from '../fundraiser/helpers'

function withHooks(): { call: Call; files: { fileName: string; content: Uint8Array | string }[] } {
  const files: { fileName: string; content: Uint8Array | string }[] = []
  const keep = (file: { fileName: string; content: Uint8Array | string }): string => {
    files.push(file)
    return `/tmp/${file.fileName}`
  }
  const ctx = createMainContext({
    dataFolder: tempFolder(),
    locales: ['en-US'],
    version: '0.1.0',
    hooks: {
      saveFile: (file) => Promise.resolve({ saved: true, path: keep(file) }),
      openFile: (file) => Promise.resolve(Boolean(keep(file))),
    },
  })
  return { call: (name, args) => ctx.dispatch(name, args), files }
}

const pdfText = (content: Uint8Array | string): string => Buffer.from(content).toString('latin1')

describe('a fundraiser’s papers', () => {
  it('prints tags, a receipt and the treasurer’s report, and gives its CSV', async () => {
    const { call, files } = withHooks()
    const night = await must<{ id: number }>(call, 'night:create', {
      title: 'Charity Bunco',
      date: '2026-12-05',
    })
    const nightId = night.id
    await must(call, 'fundraiser:settings', { nightId, settings: SETTINGS })
    await must(call, 'fundraiser:import', { nightId, file: base64('Name\nAnn Lee\nBo Ng\n') })
    const view = await must<FundraiserView>(call, 'fundraiser:act', {
      nightId,
      action: { type: 'donation', amountMinor: 2550, donor: 'Cy Park', method: 'cash' },
    })
    const donationId = view.donations[0]?.donationId ?? ''
    const tags = { kind: 'nameTags', sheet: 'l7165' } as const
    expect(await must(call, 'print:fundraiser', { nightId, document: tags, open: true })).toEqual({
      opened: true,
      pages: 1,
    })
    const receipt = { kind: 'donationReceipt', donationId } as const
    expect(await must(call, 'print:fundraiser', { nightId, document: receipt })).toMatchObject({
      saved: true,
    })
    const report = { kind: 'treasurerReport', drawer: { floatMinor: 5000, countedMinor: 7550 } }
    await must(call, 'print:fundraiser', { nightId, document: report })
    expect(files.map((f) => f.fileName)).toEqual([
      '2026-12-05-Food-bank-name-tags.pdf',
      `2026-12-05-Food-bank-receipt-${donationId}.pdf`,
      '2026-12-05-Food-bank-treasurer-report.pdf',
    ])
    for (const f of files) expect(pdfText(f.content)).toMatch(/^%PDF-/)
    const csv = await must<{ fileName: string; content: string }>(call, 'print:treasurerCsv', {
      nightId,
      drawer: { floatMinor: 5000, countedMinor: 7550 },
    })
    expect(csv.fileName).toBe('2026-12-05-Food-bank-treasurer-report.csv')
    expect(csv.content).toContain('25.50')
    expect(csv.content).toContain('Cy Park')
  })

  it('says a refusal’s amounts as money and its field in words', async () => {
    const { call } = withHooks()
    const night = await must<{ id: number }>(call, 'night:create', {
      title: 'N',
      date: '2026-12-05',
    })
    const nightId = night.id
    const euros = { ...SETTINGS, currency: 'EUR' }
    const bad = await call('fundraiser:settings', {
      nightId,
      settings: { ...euros, entryPrices: { ...euros.entryPrices, door: -350 } },
    })
    expect(bad.ok ? '' : bad.error.message).toBe(
      'Price at the door: an amount cannot be negative (-€3.50).',
    )
    await must(call, 'fundraiser:settings', { nightId, settings: euros })
    await must(call, 'fundraiser:import', { nightId, file: base64('Name\nAnn Lee\n') })
    const over = await call('fundraiser:act', {
      nightId,
      action: {
        type: 'checkIn',
        registrationId: 'r2',
        payment: { method: 'cash', amountMinor: 9000 },
      },
    })
    expect(over.ok ? '' : over.error.message).toBe(
      'Only €30.00 is still due, and €90.00 is more: record the rest as a donation.',
    )
    const tags = { kind: 'nameTags', sheet: 'avery5395', startAt: 8 } as const
    const label = await call('print:fundraiser', { nightId, document: tags })
    expect(label.ok ? '' : label.error.message).toBe(
      'There is no label 9 on this sheet: choose one from 1 to 8.',
    )
  })
})
