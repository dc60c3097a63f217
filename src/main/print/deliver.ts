// A rendered paper handed to the host: saved where they pick, or opened in the system's viewer.
import type { SavedFile } from '@shared/views'
import type { HostHooks } from '../app/uiHandlers'
import type { PrintedDocument } from './printNight'

/** Saves a paper as a PDF where the host picks (nothing saved when the host has no dialog). */
export async function saveDocument(hooks: HostHooks, printed: PrintedDocument): Promise<SavedFile> {
  if (!hooks.saveFile) return { saved: false, path: null }
  return hooks.saveFile({ fileName: printed.fileName, content: printed.pdf })
}

/** Opens a paper in the system's viewer to print; says how many pages it has. */
export async function openDocument(
  hooks: HostHooks,
  printed: PrintedDocument,
): Promise<{ opened: boolean; pages: number }> {
  const opened =
    (await hooks.openFile?.({ fileName: printed.fileName, content: printed.pdf })) ?? false
  return { opened, pages: printed.pages }
}
