// The view a page shows, with the kind of its code: a table's, a guest's, the TV's or a door
// desk's, each typed as its route answers it, so the page never has to say which one it holds.
import type { PhoneDeskView } from '@shared/phones/desk'
import type { PhoneKind } from '@shared/phones/protocol'
import type { PhoneGuestView, PhoneTableView, PhoneTvView } from '@shared/phones/views'
import type { PassedRequests } from './pass'

/** A page's view, by the kind of its code. */
export type Shown =
  | { kind: 'table'; view: PhoneTableView }
  | { kind: 'guest'; view: PhoneGuestView }
  | { kind: 'tv'; view: PhoneTvView }
  | { kind: 'desk'; view: PhoneDeskView }

/** Reads the view of a page opened with a code of `kind`; throws a PhoneApiError when refused. */
export async function readShown(calls: PassedRequests, kind: PhoneKind): Promise<Shown> {
  if (kind === 'table') return { kind, view: await calls.call('tableView', null) }
  if (kind === 'tv') return { kind, view: await calls.call('tvView', null) }
  if (kind === 'desk') return { kind, view: await calls.call('deskView', null) }
  return { kind, view: await calls.call('guestView', null) }
}

/** The table's view, when the page shows one. */
export function tableOf(shown: Shown | null): PhoneTableView | null {
  return shown?.kind === 'table' ? shown.view : null
}
