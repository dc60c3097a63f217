// A fundraiser paper asked for from a section: opened to print or saved, and what came of it said
// beside the button that asked (by a key the section chooses).
import type { FundraiserDocument } from '@shared/fundraiser/paperCalls'
import { ref, type Ref } from 'vue'
import { ApiError } from '../../api'
import { countOf } from '../../i18n'
import { useFundraiserStore } from '../../stores/fundraiser'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** Papers printed from one section, with what each request came to. */
export interface Papers {
  /** What the last request under each key came to ("Shown in the preview window (2 pages)."). */
  said: Ref<Record<string, string>>
  /** Why the last request failed, if it did. */
  failure: Ref<string | null>
  /** The key of the request on its way, if any. */
  working: Ref<string | null>
  print: (document: FundraiserDocument, open: boolean, key: string) => Promise<void>
  /** Saves the treasurer's report as a CSV, said under `key`. */
  csv: (key: string) => Promise<void>
}

/** Papers printed through the fundraiser's store, said in the host's words. */
export function usePaper(t: Translate): Papers {
  const store = useFundraiserStore()
  const said = ref<Record<string, string>>({})
  const failure = ref<string | null>(null)
  const working = ref<string | null>(null)
  const say = (key: string, text: string): void => {
    said.value = { ...said.value, [key]: text }
  }
  async function job(key: string, work: () => Promise<string | null>): Promise<void> {
    failure.value = null
    working.value = key
    try {
      const text = await work()
      if (text) say(key, text)
    } catch (err) {
      failure.value = err instanceof ApiError ? err.message : String(err)
    } finally {
      working.value = null
    }
  }
  return {
    said,
    failure,
    working,
    print: (document, open, key) =>
      job(key, async () => {
        const done = await store.print(document, open)
        if ('opened' in done)
          return done.opened
            ? t('print.opened', { pages: countOf('pages', done.pages) })
            : t('print.notOpened')
        return done.saved ? t('prizesPanel.savedTo', { path: done.path ?? '' }) : null
      }),
    csv: (key) =>
      job(key, async () => {
        const path = await store.saveCsv()
        return path ? t('prizesPanel.savedTo', { path }) : null
      }),
  }
}
