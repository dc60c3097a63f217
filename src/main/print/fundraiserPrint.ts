// A fundraiser's papers: name tags, a donation's receipt and the treasurer's report (PDF or CSV),
// read from the night's log and rendered in the host's language; named after the night and cause.
import {
  cashDrawer,
  donationReceipt,
  treasurerCsv,
  treasurerReport,
  type DrawerCount,
  type FundraiserState,
  type ReportNames,
} from '@shared/fundraiser'
import type { FundraiserDocument } from '@shared/fundraiser/paperCalls'
import { fill, pdfTexts } from '@shared/i18n/pdf'
import { deskOfDevice } from '@shared/phones/desk'
import type { ExportedFile } from '@shared/views'
import { readSettings, type SettingsDeps } from '../app/settings'
import type { FundraiserDeps } from '../fundraiser/fundraiserDeps'
import { fundraiserOf } from '../fundraiser/fundraiserLog'
import { donationReceiptPdf, nameTagsPdf, treasurerReportPdf } from './pdf'
import { nameTagsOf, tagGuests } from './fundraiserTags'
import { pageCount, type PrintDeps, type PrintedDocument } from './printNight'

/** What the fundraiser's papers are made from. */
export interface FundraiserPrintDeps {
  fundraiser: FundraiserDeps
  print: PrintDeps
  settings: SettingsDeps
}

const slug = (text: string): string =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)

/** "2026-12-05-Food-Bank-treasurer-report": the night's date, the cause, the paper. */
function fileBase(
  deps: FundraiserPrintDeps,
  nightId: number,
  state: FundraiserState,
  what: string,
) {
  const date = deps.print.store.state(nightId).details.date
  return [date, slug(state.settings.cause) || 'fundraiser', what].filter(Boolean).join('-')
}

/** A count of the drawer, checked as the drawer call checks it (whole money, not negative). */
function drawerOf(
  state: FundraiserState,
  drawer: { floatMinor: number; countedMinor: number } | undefined,
): DrawerCount | null {
  return drawer ? cashDrawer(state, drawer) : null
}

/** The report's names: this laptop and each door desk by the words for them, another by its id. */
function names(deps: FundraiserPrintDeps): ReportNames {
  const { language } = readSettings(deps.settings)
  const words = pdfTexts[language].fundraiser.treasurer
  const device = (id: string): string => {
    if (id === deps.fundraiser.laptop) return words.thisLaptop
    const desk = deskOfDevice(id)
    return desk === null ? id : fill(words.deskDevice, { desk })
  }
  return { device }
}

/** The time a donation was recorded, as its log entry says. */
function donationTime(deps: FundraiserDeps, nightId: number, donationId: string): string {
  const entry = deps.repo
    .entries(nightId)
    .find((e) => e.event.type === 'donation' && e.event.donationId === donationId)
  return entry?.at ?? deps.now().toISOString()
}

async function render(
  deps: FundraiserPrintDeps,
  nightId: number,
  state: FundraiserState,
  document: FundraiserDocument,
): Promise<{ pdf: Uint8Array; what: string }> {
  const { language, paperSize } = readSettings(deps.settings)
  const options = { language, paper: paperSize }
  switch (document.kind) {
    case 'nameTags': {
      const guests = tagGuests(state, document.registrationId)
      const tags = await nameTagsOf(deps.print, nightId, guests)
      const pdf = await nameTagsPdf(tags, {
        language,
        sheet: document.sheet,
        heading: state.settings.cause,
        ...(document.startAt !== undefined ? { startAt: document.startAt } : {}),
      })
      return { pdf, what: 'name-tags' }
    }
    case 'donationReceipt': {
      const at = donationTime(deps.fundraiser, nightId, document.donationId)
      const receipt = donationReceipt(state, document.donationId, at)
      return {
        pdf: await donationReceiptPdf(receipt, options),
        what: `receipt-${document.donationId}`,
      }
    }
    case 'treasurerReport': {
      const report = treasurerReport(state, drawerOf(state, document.drawer), names(deps))
      const printedOn = deps.fundraiser.now().toISOString()
      const pdf = await treasurerReportPdf(report, { ...options, printedOn })
      return { pdf, what: 'treasurer-report' }
    }
  }
}

/** Renders one of a night's fundraiser papers; refuses a night that is not a fundraiser. */
export async function printFundraiserDocument(
  deps: FundraiserPrintDeps,
  nightId: number,
  document: FundraiserDocument,
): Promise<PrintedDocument> {
  const { state } = fundraiserOf(deps.fundraiser, nightId)
  const { pdf, what } = await render(deps, nightId, state, document)
  return { pdf, fileName: `${fileBase(deps, nightId, state, what)}.pdf`, pages: pageCount(pdf) }
}

/** The treasurer's report as a CSV a spreadsheet opens, in the host's language. */
export function treasurerCsvFile(
  deps: FundraiserPrintDeps,
  nightId: number,
  drawer?: { floatMinor: number; countedMinor: number },
): ExportedFile {
  const { state } = fundraiserOf(deps.fundraiser, nightId)
  const { language } = readSettings(deps.settings)
  const report = treasurerReport(state, drawerOf(state, drawer), names(deps))
  return {
    fileName: `${fileBase(deps, nightId, state, 'treasurer-report')}.csv`,
    mimeType: 'text/csv',
    content: treasurerCsv(report, pdfTexts[language].fundraiser),
  }
}
