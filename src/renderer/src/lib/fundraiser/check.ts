// An action checked here as main will check it, before it is sent: the fundraiser's state is
// rebuilt from the view the screen holds and the ledger applies the action's events to a copy, so
// a refusal is said beside the field that caused it, with nothing sent and nothing changed.
import { AppError } from '@shared/app-error'
import {
  applyFundraiserEvents,
  checkSettings,
  eventsOf,
  type FundraiserAction,
  type FundraiserSettings,
  type FundraiserState,
  type FundraiserView,
} from '@shared/fundraiser'

/** The state a view shows: its lists keyed by id, in the order recorded. */
export function stateOfView(view: FundraiserView): FundraiserState {
  return {
    settings: view.settings,
    registrations: new Map(view.registrations.map((r) => [r.registrationId, r])),
    payments: new Map(view.payments.map((p) => [p.paymentId, p])),
    refunds: new Map(view.refunds.map((r) => [r.refundId, r])),
    donations: new Map(view.donations.map((d) => [d.donationId, d])),
    sales: new Map(view.sales.map((s) => [s.saleId, s])),
    payouts: new Map(view.payouts.map((p) => [p.payoutId, p])),
    books: view.books,
  }
}

function refusalOf(work: () => void): AppError | null {
  try {
    work()
    return null
  } catch (err) {
    if (err instanceof AppError) return err
    throw err
  }
}

/** Why the ledger would refuse an action now, or null when it fits. */
export function actionRefusal(view: FundraiserView, action: FundraiserAction): AppError | null {
  return refusalOf(() => {
    const state = stateOfView(view)
    // a draw's ticket is main's to pick: any sold ticket tells whether a draw can be made at all
    const context = { nextSeq: view.seq + 1, deviceId: 'here', at: new Date().toISOString() }
    applyFundraiserEvents(state, eventsOf(state, action, { ...context, random: () => 0 }))
  })
}

/** Why settings would be refused, or null when they fit. */
export function settingsRefusal(settings: FundraiserSettings): AppError | null {
  return refusalOf(() => checkSettings(settings))
}
