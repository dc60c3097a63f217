// What a door desk's page reads: the night's title and cause, a walk-in's prices, and the guest
// list with where each guest is and what they still owe; nothing else of the fundraiser (no email,
// no payment's details, no raffle, no donation, no money raised).
import { doorCounts, stillDue } from '@shared/fundraiser'
import type { PhoneDeskView } from '@shared/phones/desk'
import { charityOf } from './charityNight'
import { PhoneError, type PhonesContext } from './phonesContext'
import type { CodeRow } from './phonesRepo'
import { sentView, type SentView } from './viewMemo'

/** The page of a checked desk code, as sent: made once per change for its stream and its read. */
export function deskViewSent(cx: PhonesContext, row: CodeRow): SentView<PhoneDeskView> {
  return cx.memo.get(`desk:${row.code}`, () => sentView(deskViewOf(cx, row)))
}

// what the page of a checked desk code shows
function deskViewOf(cx: PhonesContext, row: CodeRow): PhoneDeskView {
  const found = charityOf(cx, row.night_id)
  if (!found) throw new PhoneError(410, 'over')
  const { settings, registrations } = found.state
  const guests = [...registrations.values()].map((g) => ({
    id: g.registrationId,
    first: g.firstName,
    last: g.lastName,
    kind: g.kind,
    status: g.status,
    dueMinor: stillDue({ ...g, status: 'arrived' }),
    paidMinor: g.paidMinor,
  }))
  return {
    title: cx.store.state(row.night_id).details.title,
    cause: settings.cause,
    currency: settings.currency,
    desk: Number(row.target),
    seq: found.seq,
    prices: settings.entryPrices,
    guests,
    door: doorCounts(found.state),
  }
}
