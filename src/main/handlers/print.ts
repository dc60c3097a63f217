import type { Handlers } from '@shared/contract'
import { personOf } from '@shared/night'
import type { Db } from '../db/connection'
import { nightExtrasRepo } from '../db/repos/nightExtrasRepo'
import { peopleRepo } from '../db/repos/peopleRepo'
import { renderDocument, type DocumentKind } from '../pdf'
import type { NightStore } from '../services/nightStore'
import type { SettingsService } from '../services/settingsService'
import type { HostHooks } from './ui'

/** Counts the pages of a PDF jsPDF wrote (one /Type /Page object each). */
function pageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page[^s]/g) ?? []
  ).length
}

/** The printable documents: rendered in main, saved or opened with the system viewer. */
export function printHandlers(deps: {
  db: Db
  store: NightStore
  settings: SettingsService
  hooks: HostHooks
}): Pick<Handlers, 'print:save' | 'print:open' | 'print:progress'> {
  const extras = nightExtrasRepo(deps.db)
  const people = peopleRepo(deps.db)
  // The document being generated: the print screen asks for it while it waits.
  let progress: { done: number; total: number } | null = null

  const render = async (
    nightId: number,
    kind: DocumentKind,
    blanks?: number,
  ): Promise<{ pdf: Uint8Array; fileName: string }> => {
    const state = deps.store.state(nightId)
    const names = new Map(extras.namedPlayers(nightId).map((p) => [p.player, p.name]))
    // Arrivals announced for the next round are not in night_players' names yet if just added.
    for (const key of state.pending.arrive) {
      const id = personOf(key)
      const person = id !== null ? people.get(id) : undefined
      if (person && !names.has(key)) names.set(key, person.name)
    }
    const { language, paperSize } = deps.settings.get()
    progress = { done: 0, total: 0 }
    try {
      const pdf = await renderDocument(
        kind,
        { state, names },
        {
          language,
          paper: paperSize,
          onProgress: (done, total) => (progress = { done, total }),
          ...(blanks !== undefined ? { blanks } : {}),
        },
      )
      const slug = state.details.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40) || 'night'
      return { pdf, fileName: `${state.details.date}-${slug}-${kind}.pdf` }
    } finally {
      progress = null
    }
  }

  return {
    'print:progress': () => progress,
    'print:save': async (a) => {
      const { pdf, fileName } = await render(a.nightId, a.kind, a.blanks)
      if (!deps.hooks.saveFile) return { saved: false, path: null }
      return deps.hooks.saveFile({ fileName, content: pdf })
    },
    'print:open': async (a) => {
      const { pdf, fileName } = await render(a.nightId, a.kind, a.blanks)
      const opened = (await deps.hooks.openFile?.({ fileName, content: pdf })) ?? false
      return { opened, pages: pageCount(pdf) }
    },
  }
}
