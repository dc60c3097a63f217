// The torture child's fundraiser: each night it plays is also a charity night, and now and then a
// desk action is taken (a walk-in at the laptop, a check-in, a donation or tickets sold at one of
// two desk devices, a small attendee list imported), each printed with its night and seq right
// after its commit so the parent can look for it after the kill.
import type { MainContext } from '../../src/main/context'
import { actOnFundraiser } from '../../src/main/fundraiser/fundraiserActions'
import { readFundraiser } from '../../src/main/fundraiser/fundraiserLog'
import type { Random } from '../../src/shared/bunco'
import { AppError } from '../../src/shared/app-error'
import type {
  FundraiserAction,
  FundraiserSettings,
  FundraiserView,
} from '../../src/shared/fundraiser'

/** The torture's fundraiser settings. */
export const SETTINGS: FundraiserSettings = {
  cause: 'Torture relief',
  goalMinor: 100_000,
  currency: 'USD',
  entryPrices: { early: 2500, regular: 3000, door: 3500, free: 0 },
  raffle: { ticketMinor: 100, strip: { size: 6, priceMinor: 500 } },
  fiftyFifty: { ticketMinor: 200, strip: null },
  winAgain: false,
}

/** What a desk step needs: the store, the night, the seeded choices, and how to report a save. */
export interface DeskStep {
  ctx: MainContext
  nightId: number
  random: Random
  /** Calls the contract; null when refused. */
  call: <T>(
    name: 'fundraiser:act' | 'fundraiser:import' | 'fundraiser:settings',
    args: unknown,
  ) => Promise<T | null>
  say: (line: string) => void
}

const DESKS = ['desk-A', 'desk-B']

/** A desk device's action through the service (no call of the contract speaks for a desk). */
function atDesk(step: DeskStep, action: FundraiserAction): void {
  const device = DESKS[step.random.int(DESKS.length)] ?? 'desk-A'
  try {
    const saved = actOnFundraiser(step.ctx.fundraiser, step.nightId, action, device)
    step.say(`fund ${step.nightId} ${saved.seq}`)
  } catch (err) {
    // two desks racing for one guest is refused as it should be; anything else is a crash
    if (!(err instanceof AppError)) throw err
  }
}

async function viaContract(
  step: DeskStep,
  name: 'fundraiser:act' | 'fundraiser:import' | 'fundraiser:settings',
  args: object,
): Promise<void> {
  const view = await step.call<FundraiserView>(name, { nightId: step.nightId, ...args })
  if (view) step.say(`fund ${step.nightId} ${view.seq}`)
}

/** One desk action, or the night made a charity night first. */
export async function deskStep(step: DeskStep): Promise<void> {
  const found = readFundraiser(step.ctx.fundraiser, step.nightId)
  if (!found) return viaContract(step, 'fundraiser:settings', { settings: SETTINGS })
  const { state } = found
  const roll = step.random.next()
  const n = step.random.int(1_000_000)
  if (roll < 0.25) {
    const payment = { method: step.random.next() < 0.5 ? 'cash' : 'card' }
    return viaContract(step, 'fundraiser:act', {
      action: { type: 'walkIn', firstName: 'Walk', lastName: `In ${n}`, payment },
    })
  }
  if (roll < 0.35) {
    const file = Buffer.from(
      `Name,Email\r\nAnn ${n},a${n}@x.org\r\nBo ${n},\r\nZoë ${n},z${n}@x.org\r\n`,
    ).toString('base64')
    return viaContract(step, 'fundraiser:import', { file })
  }
  const expected = [...state.registrations.values()].filter((r) => r.status === 'expected')
  const guest = expected[step.random.int(Math.max(1, expected.length))]
  if (roll < 0.6 && guest)
    return atDesk(step, {
      type: 'checkIn',
      registrationId: guest.registrationId,
      payment: { method: 'cash' },
    })
  if (roll < 0.8)
    return atDesk(step, {
      type: 'donation',
      amountMinor: 100 + (n % 5000),
      donor: null,
      method: 'card',
    })
  const first = (state.books.raffle.ranges.at(-1)?.last ?? 0) + 1
  atDesk(step, {
    type: 'ticketSale',
    game: 'raffle',
    first,
    last: first + (n % 12),
    seller: 'Bea',
    method: 'cash',
  })
}
