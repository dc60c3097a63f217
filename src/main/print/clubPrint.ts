// A club season's printables: its report and its schedule, read from the club and rendered in
// the host's language and paper, named after the club and the season.
import { seasonOf } from '@shared/club'
import type { ClubDocumentKind } from '@shared/places'
import { readSettings, type SettingsDeps } from '../app/settings'
import { clubView, seasonReport } from '../club/clubViews'
import { readClub, type ClubDeps } from '../club/clubLog'
import { schedulePdf, seasonReportPdf } from './pdf'
import { pageCount, type PrintedDocument } from './printNight'

const slug = (text: string): string =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)

/** Renders a season's report or schedule; refuses a club or season this store does not hold. */
export async function printClubDocument(
  deps: ClubDeps,
  settings: SettingsDeps,
  ref: { clubId: string; seasonId: string; kind: ClubDocumentKind },
): Promise<PrintedDocument> {
  const { language, paperSize } = readSettings(settings)
  const options = { language, paper: paperSize }
  const { state } = readClub(deps, ref.clubId)
  const season = seasonOf(state, ref.seasonId)
  let pdf: Uint8Array
  if (ref.kind === 'season') {
    pdf = await seasonReportPdf(seasonReport(deps, ref.clubId, ref.seasonId), options)
  } else {
    const view = clubView(deps, ref.clubId)
    const shown = view.seasons.find((s) => s.seasonId === ref.seasonId)
    if (!shown) throw new Error('a season of the club is missing from its view')
    pdf = await schedulePdf(view, shown, options)
  }
  const name = [slug(state.name) || 'club', slug(season.name), ref.kind].filter(Boolean).join('-')
  return { pdf, fileName: `${name}.pdf`, pages: pageCount(pdf) }
}
