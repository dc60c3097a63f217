// A whole fundraiser night for the report's and printables' tests: guests who pay by every method
// at two desks, refunds and free places, donations (one from a donor whose name is a formula),
// three raffle sellers, prizes drawn with one unclaimed, a 50/50 drawn and paid, prize money out.
import { createRandom } from '../../../src/shared/bunco'
import {
  applyFundraiserEvent,
  cashDrawer,
  createFundraiser,
  drawTicket,
  type DrawerCount,
  type FundraiserEvent,
  type FundraiserSettings,
  type FundraiserState,
  type MoneyMethod,
} from '../../../src/shared/fundraiser'

/** What kind of night to build. */
export interface NightSpec {
  names: readonly string[]
  currency?: string
  seed?: number
  /** Cash counted at the end, less or more than expected by this much. */
  drawerOff?: number
}

const AT = (minute: number): string =>
  `2026-12-05T${String(19 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00Z`

/** The night's settings in `currency` (the same numbers of minor units in any). */
export function nightSettings(currency = 'USD'): FundraiserSettings {
  return {
    cause: 'Riverside Food Bank',
    goalMinor: 1_500_000,
    currency,
    entryPrices: { early: 2500, regular: 3000, door: 3500, free: 0 },
    raffle: { ticketMinor: 100, strip: { size: 6, priceMinor: 500 } },
    fiftyFifty: { ticketMinor: 200, strip: null },
    winAgain: false,
  }
}

/** Plays the night through the ledger; returns its state and the drawer's count. */
export function fundraiserNight(spec: NightSpec): { state: FundraiserState; drawer: DrawerCount } {
  const random = createRandom(spec.seed ?? 5)
  let state = createFundraiser(nightSettings(spec.currency))
  const apply = (event: FundraiserEvent): void => {
    state = applyFundraiserEvent(state, event)
  }
  const methods: MoneyMethod[] = ['cash', 'card', 'cheque', 'online']
  const device = (i: number): string => (i % 3 === 0 ? 'tablet' : 'laptop')
  spec.names.forEach((name, i) => {
    const [firstName = '', ...rest] = name.split(' ')
    const kind = i % 7 === 6 ? 'free' : i % 3 === 0 ? 'early' : i % 3 === 1 ? 'regular' : 'door'
    const id = `g${i}`
    apply({
      type: 'register',
      registrationId: id,
      firstName,
      lastName: rest.join(' '),
      email: null,
      kind,
      priceMinor: state.settings.entryPrices[kind],
      source: kind === 'door' ? 'walkIn' : 'import',
    })
    const method = kind === 'free' ? 'free' : (methods[random.int(4)] as MoneyMethod)
    const amountMinor = kind === 'free' ? 0 : state.settings.entryPrices[kind]
    const paymentId = `p${i}`
    apply({
      type: 'payment',
      paymentId,
      registrationId: id,
      method,
      amountMinor,
      deviceId: device(i),
    })
    if (i % 9 === 4 && kind !== 'free')
      apply({ type: 'refund', refundId: `rf${i}`, paymentId, amountMinor: 500, deviceId: 'laptop' })
    if (i % 11 !== 10) apply({ type: 'arrive', registrationId: id, deviceId: device(i) })
  })
  const donors = ['Ana Núñez', null, '=HYPERLINK("http://x.test","click")', '山田 太郎', null]
  donors.forEach((donor, i) =>
    apply({
      type: 'donation',
      donationId: `d${i}`,
      amountMinor: 1000 * (i + 1) + 5,
      donor,
      method: methods[i % 4] as MoneyMethod,
      note: i === 0 ? 'In memory of Rose' : '',
      deviceId: device(i),
    }),
  )
  const sellers = ['Bea', 'Chloé', '佐藤']
  for (let s = 0; s < 9; s++)
    apply({
      type: 'ticketSale',
      saleId: `s${s}`,
      game: s % 3 === 2 ? 'fiftyFifty' : 'raffle',
      first: 100 + s * 20,
      last: 100 + s * 20 + 6 + (s % 4),
      seller: sellers[s % 3] as string,
      buyer: s % 2 === 0 ? `Buyer ${s}` : null,
      method: methods[s % 4] as MoneyMethod,
      deviceId: device(s),
    })
  const prizes = ['Spa basket (donated by Glow)', 'Wine & cheese', 'Signed Bunco dice']
  prizes.forEach((name, i) =>
    apply({ type: 'prize', prizeId: `pz${i}`, name, donor: i === 0 ? 'Glow Salon' : null }),
  )
  prizes.forEach((_, i) => {
    const ticket = drawTicket(state.books.raffle, (n) => random.int(n))
    apply({
      type: 'draw',
      game: 'raffle',
      drawId: `dr${i}`,
      prizeId: `pz${i}`,
      ticket,
      at: AT(60 + i),
    })
    if (i === 1) {
      apply({ type: 'unclaimed', game: 'raffle', drawId: `dr${i}` })
      const again = drawTicket(state.books.raffle, (n) => random.int(n))
      apply({
        type: 'draw',
        game: 'raffle',
        drawId: `dr${i}b`,
        prizeId: `pz${i}`,
        ticket: again,
        at: AT(70),
      })
    }
  })
  const ticket = drawTicket(state.books.fiftyFifty, (n) => random.int(n))
  apply({
    type: 'draw',
    game: 'fiftyFifty',
    drawId: 'ff',
    prizeId: 'fiftyFifty',
    ticket,
    at: AT(80),
  })
  let sales = 0
  for (const s of state.sales.values()) if (s.game === 'fiftyFifty') sales += s.amountMinor
  const half = Math.floor(sales / 2)
  apply({
    type: 'payout',
    payoutId: 'po1',
    kind: 'fiftyFifty',
    amountMinor: half,
    method: 'cash',
    note: '',
    deviceId: 'laptop',
  })
  apply({
    type: 'payout',
    payoutId: 'po2',
    kind: 'prize',
    amountMinor: 2500,
    method: 'cash',
    note: 'Door prize',
    deviceId: 'laptop',
  })
  const expected = cashDrawer(state, { floatMinor: 20000, countedMinor: 0 }).expectedMinor
  const drawer = cashDrawer(state, {
    floatMinor: 20000,
    countedMinor: expected + (spec.drawerOff ?? -150),
  })
  return { state, drawer }
}
