import type { CallArgs } from '@shared/contract'
import type { TransferPreview, TransferResult } from '@shared/transfer/views'
import { defineStore } from 'pinia'
import { call } from '../api'
import { useFilesStore } from './files'
import { useNightsStore } from './nights'
import { useSettingsStore } from './settings'
import { useStorageStore } from './storage'

/** Moving to another computer: everything saved as one file, and such a file read and merged in. */
export const useTransferStore = defineStore('transfer', () => {
  const files = useFilesStore()
  const nights = useNightsStore()
  const settings = useSettingsStore()
  const storage = useStorageStore()

  /** Saves everything as one file where the host picks; its path, or null when cancelled. */
  async function saveAll(): Promise<string | null> {
    const file = await call('transfer:exportAll')
    return files.save({
      fileName: file.fileName,
      mimeType: 'application/json',
      content: file.content,
    })
  }

  /** What a file would bring, before anything is merged. */
  const preview = (json: string): Promise<TransferPreview> =>
    call('transfer:previewImport', { json })

  /** Merges a file in; the lists it changed (nights, backups, settings) are read again. */
  async function importAll(args: CallArgs<'transfer:importAll'>): Promise<TransferResult> {
    const result = await call('transfer:importAll', args)
    await Promise.all([nights.load(), storage.load(), result.settings ? settings.load() : null])
    return result
  }

  return { saveAll, preview, importAll }
})
