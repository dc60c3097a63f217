import type { NightMoneyView } from '@shared/club'
import { personOf } from '@shared/night'
import type { DocumentKind } from '@shared/places'
import type { Db } from '../db/connection'
import { nightExtrasRepo } from '../night/nightExtrasRepo'
import { peopleRepo } from '../roster/peopleRepo'
import { readWifi } from '../phones/wifi'
import { wifiQrText } from '@shared/phones/wifi'
import { renderDocument } from './pdf'
import type { PhoneLinks } from './pdf/night'
import type { NightStore } from '../night/nightStore'
import type { SettingsService } from '../app/settingsService'

/** A rendered document and the file name it is saved under. */
export interface PrintedDocument {
  pdf: Uint8Array
  fileName: string
  pages: number
}

/** The printable documents of a night, in the host's language and paper. */
export interface PrintService {
  /** `money` is the night's club money (its NightView's), printed on the results. */
  render(
    nightId: number,
    kind: DocumentKind,
    blanks?: number,
    money?: NightMoneyView | null,
  ): Promise<PrintedDocument>
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

/** Creates the service over the store, the roster and the settings. */
export function printService(
  db: Db,
  store: NightStore,
  settings: SettingsService,
  /** Hears the progress as it changes (null once the document is done): pushed to windows. */
  onProgress: (progress: { done: number; total: number } | null) => void = () => undefined,
  /** The phone pages' links, printed as QR codes while the night's phones are on. */
  phones: PhoneLinksOf = async () => null,
): PrintService {
  const extras = nightExtrasRepo(db)
  const people = peopleRepo(db)
  const report = onProgress

  const names = (nightId: number, pending: readonly string[]): Map<string, string> => {
    const map = new Map(extras.namedPlayers(nightId).map((p) => [p.player, p.name]))
    // Arrivals announced for the next round are not in night_players' names yet if just added.
    for (const key of pending) {
      const id = personOf(key)
      const person = id !== null ? people.get(id) : undefined
      if (person && !map.has(key)) map.set(key, person.name)
    }
    return map
  }

  return {
    async render(nightId, kind, blanks, money) {
      const state = store.state(nightId)
      const { language, paperSize } = settings.get()
      report({ done: 0, total: 0 })
      try {
        const links = await phones(nightId)
        const wifi = readWifi(db)
        const pdf = await renderDocument(
          kind,
          {
            state,
            names: names(nightId, state.pending.arrive),
            ...(links ? { phones: links } : {}),
            ...(money ? { money } : {}),
            ...(wifi ? { wifi: { name: wifi.name, text: wifiQrText(wifi) } } : {}),
          },
          {
            language,
            paper: paperSize,
            onProgress: (done, total) => report({ done, total }),
            ...(blanks !== undefined ? { blanks } : {}),
          },
        )
        const slug = state.details.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40) || 'night'
        return { pdf, fileName: `${state.details.date}-${slug}-${kind}.pdf`, pages: pageCount(pdf) }
      } finally {
        report(null)
      }
    },
  }
}
