// Gathers what one look at a club folder left unread, once per kind with a count and an example.
import { FOLDER_NOTICES, type FolderNotice, type FolderNoticeKind } from '@shared/sync/notices'

/** What a look met and left unread, as it goes. */
export interface Notices {
  add(kind: FolderNoticeKind, path: string, count?: number): void
  /** One line per kind met, in the panel's order. */
  list(): FolderNotice[]
}

/** An empty gathering. */
export function notices(): Notices {
  const seen = new Map<FolderNoticeKind, FolderNotice>()
  return {
    add(kind, example, count = 1) {
      const found = seen.get(kind)
      if (found) found.count += count
      else seen.set(kind, { kind, count, example })
    },
    list: () => FOLDER_NOTICES.flatMap((kind) => seen.get(kind) ?? []),
  }
}
