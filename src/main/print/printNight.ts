import type { NightMoneyView } from '@shared/club'
import { personOf } from '@shared/night'
import type { DocumentKind } from '@shared/places'
import { TEXT_SCALE } from '@shared/settings'
import type { Db } from '../db/connection'
import { nightExtrasRepo, type NightExtrasRepo } from '../night/nightExtrasRepo'
import { peopleRepo, type PeopleRepo } from '../roster/peopleRepo'
import { readWifi } from '../phones/wifi'
import { wifiQrText } from '@shared/phones/wifi'
import { renderDocument } from './pdf'
import type { PhoneLinks } from './pdf/night'
import type { NightStore } from '../night/nightStore'
import { readSettings, type SettingsDeps } from '../app/settings'

/** A rendered document and the file name it is saved under. */
export interface PrintedDocument {
  pdf: Uint8Array
  fileName: string
  pages: number
}

/** The phone pages' links of a night while its phones are on (null when off). */
export type PhoneLinksOf = (nightId: number) => Promise<PhoneLinks | null>

/** Counts the pages of a PDF jsPDF wrote (one /Type /Page object each). */
export function pageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page[^s]/g) ?? []
  ).length
}

/** What a night's printables are made from, and who hears how far a document got. */
export interface PrintDeps {
  db: Db
  store: NightStore
  settings: SettingsDeps
  extras: NightExtrasRepo
  people: PeopleRepo
  /** Hears the progress as it changes (null once the document is done): pushed to windows. */
  report: (progress: { done: number; total: number } | null) => void
  /** The phone pages' links, printed as QR codes while the night's phones are on. */
  phones: PhoneLinksOf
}

/** Builds the printables' dependencies over the store, the roster and the settings. */
export function printDeps(
  db: Db,
  store: NightStore,
  settings: SettingsDeps,
  report: PrintDeps['report'] = () => undefined,
  phones: PhoneLinksOf = async () => null,
): PrintDeps {
  return {
    db,
    store,
    settings,
    extras: nightExtrasRepo(db),
    people: peopleRepo(db),
    report,
    phones,
  }
}

// the night's names, with arrivals announced for the next round not yet in night_players
function names(deps: PrintDeps, nightId: number, pending: readonly string[]): Map<string, string> {
  const map = new Map(deps.extras.namedPlayers(nightId).map((p) => [p.player, p.name]))
  for (const key of pending) {
    const id = personOf(key)
    const person = id !== null ? deps.people.get(id) : undefined
    if (person && !map.has(key)) map.set(key, person.name)
  }
  return map
}

/**
 * A printable document of a night in the host's language and paper; `money` is the night's club
 * money (its NightView's), printed on the results.
 */
export async function printNight(
  deps: PrintDeps,
  nightId: number,
  kind: DocumentKind,
  blanks?: number,
  money?: NightMoneyView | null,
): Promise<PrintedDocument> {
  const state = deps.store.state(nightId)
  const { language, paperSize, textSize } = readSettings(deps.settings)
  deps.report({ done: 0, total: 0 })
  try {
    const links = await deps.phones(nightId)
    const wifi = readWifi(deps.db)
    const pdf = await renderDocument(
      kind,
      {
        state,
        names: names(deps, nightId, state.pending.arrive),
        ...(links ? { phones: links } : {}),
        ...(money ? { money } : {}),
        ...(wifi ? { wifi: { name: wifi.name, text: wifiQrText(wifi) } } : {}),
      },
      {
        language,
        paper: paperSize,
        textScale: TEXT_SCALE[textSize],
        onProgress: (done, total) => deps.report({ done, total }),
        ...(blanks !== undefined ? { blanks } : {}),
      },
    )
    const slug = state.details.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40) || 'night'
    return { pdf, fileName: `${state.details.date}-${slug}-${kind}.pdf`, pages: pageCount(pdf) }
  } finally {
    deps.report(null)
  }
}
