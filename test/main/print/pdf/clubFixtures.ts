// Club documents' data for the PDF tests: a club night's money worked out by the engine's own
// split, a long season's report whose sums add up, and a season's schedule with long notes.
import { splitPot, type PotShare } from '../../../../src/shared/bunco/pot'
import {
  settledAwards,
  type ClubView,
  type NightMoneyView,
  type SeasonReport,
} from '../../../../src/shared/club'
import type { PdfNight } from '../../../../src/main/print/pdf'
import type { Language } from '../../../../src/shared/settings'

/** The currency each language's tests print in: cents, euro cents with a comma, whole yen. */
export const CURRENCY: Record<Language, string> = { en: 'USD', fr: 'EUR', de: 'EUR', ja: 'JPY' }

const SHARES: PotShare[] = [
  { prize: 'mostWins', percent: 45 },
  { prize: 'mostBuncos', percent: 30 },
  { prize: 'mostLosses', percent: 10 },
  { prize: 'lastBunco', percent: 5 },
]

/** The night as a club's: every guest paid the buy-in, a carry came in; split once it is over. */
export function clubNight(night: PdfNight, language: Language): PdfNight {
  const currency = CURRENCY[language]
  const buyIn = currency === 'JPY' ? 1000 : 500
  const carriedIn = currency === 'JPY' ? 1234 : 1267
  const paid = [...night.names.keys()].map((key, i) => ({
    personId: i + 1,
    amount: key ? buyIn : 0,
    method: 'cash' as const,
  }))
  const pot = paid.reduce((sum, p) => sum + p.amount, 0) + carriedIn
  const awards = settledAwards(night.state.awards) ? night.state.awards : null
  const split = awards
    ? splitPot({ pot, shares: SHARES, awards, unclaimed: 'carry' })
    : { payouts: [], carried: 0, kept: 0 }
  const sharedOut = Math.floor((pot * 90) / 100)
  const amounts = [0.45, 0.3, 0.1, 0.05].map((p) => Math.floor(pot * p))
  amounts[0] = (amounts[0] ?? 0) + sharedOut - amounts.reduce((a, b) => a + b, 0)
  const money: NightMoneyView = {
    clubId: 'club-1',
    clubName: 'Tuesday Bunco',
    entryId: 'entry-1',
    currency,
    buyIn,
    paid,
    carriedIn,
    pot,
    shares: SHARES.map((s, i) => ({ ...s, amount: amounts[i] ?? 0 })),
    payouts: split.payouts,
    carried: split.carried,
    kept: awards ? split.kept : pot - sharedOut,
    settled: awards !== null,
  }
  return { ...night, money }
}

const DATES = Array.from({ length: 10 }, (_, i) => `2026-${String(i + 2).padStart(2, '0')}-03`)

/** A season of ten nights and the people given, its ledger consistent to the cent. */
export function seasonFixture(names: readonly string[], language: Language): SeasonReport {
  const currency = CURRENCY[language]
  const buyIn = currency === 'JPY' ? 1000 : 500
  const people = names.map((name, i) => ({ personId: i + 1, name }))
  let carry = 0
  // as the club's money has it: a night not yet settled holds its whole pot
  const nights = DATES.map((date, n) => {
    const pot = people.length * buyIn + carry
    const settled = n < 8
    const kept = settled ? Math.floor(pot / 10) : 0
    const carried = settled ? 100 * (n + 1) + 33 : 0
    const held = settled ? 0 : pot
    const paidOut = pot - kept - carried - held
    carry = carried
    const row = { nightId: n + 1, entryId: `entry-${n + 1}`, date, settled, pot, paidOut }
    return { ...row, carried, kept, held }
  })
  const paidOut = nights.reduce((s, n) => s + n.paidOut, 0)
  const won = people.map(
    (_, i) => Math.floor(paidOut / people.length) + (i === 0 ? paidOut % people.length : 0),
  )
  const ledger = people.map((p, i) => {
    const paidIn = buyIn * nights.length + (i % 3 === 0 ? 2500 : 0)
    const w = won[i] ?? 0
    return { ...p, paidIn, won: w, net: w - paidIn }
  })
  const dues = ledger.filter((_, i) => i % 3 === 0).length * 2500
  return {
    clubId: 'club-1',
    clubName: 'Tuesday Bunco of the Rue du Faubourg-Saint-Honoré',
    seasonId: 'season-1',
    seasonName: '2026',
    start: '2026-01-01',
    end: '2026-12-31',
    currency,
    rules: { scoring: 'placement', placementPoints: [10, 7, 5, 3, 1], minNights: 3, dropWorst: 2 },
    nights: nights.length,
    played: 8,
    standings: people.map((p, i) => ({
      ...p,
      nights: 8 - (i % 6),
      wins: 40 - i,
      buncos: 12 - (i % 7),
      score: 80 - 2 * i,
      dropped: i % 6 === 5 ? [1, 2] : [3, 4],
      qualified: 8 - (i % 6) >= 3,
      place: 8 - (i % 6) >= 3 ? i + 1 : null,
    })),
    people: ledger,
    money: nights,
    totals: {
      paidIn: ledger.reduce((s, p) => s + p.paidIn, 0),
      buyIns: ledger.reduce((s, p) => s + p.paidIn, 0) - dues,
      carriedIn: 0,
      dues,
      pot: nights.reduce((s, n) => s + n.pot, 0),
      paidOut,
      kept: nights.reduce((s, n) => s + n.kept, 0),
      carried: nights.at(-1)?.carried ?? 0,
      held: nights.reduce((s, n) => s + n.held, 0),
    },
    mismatches: [],
  }
}

const NOTES: Record<Language, string> = {
  en: 'Bring a dish to share; the dice and score pads are at the host’s. Parking behind the church, the gate code is written on the club’s page.',
  fr: 'Apportez un plat à partager ; les dés et les feuilles sont chez l’hôte. Parking derrière l’église, le code du portail est sur la page du club.',
  de: 'Bitte etwas zum Teilen mitbringen; Würfel und Zettel sind beim Gastgeber. Parkplätze hinter der Kirche, der Torcode steht auf der Seite des Clubs.',
  ja: '一品持ち寄りでお願いします。サイコロと用紙はホストの家にあります。駐車場は教会の裏です。門の暗証番号はクラブのページに書いてあります。',
}

/** The text repeated to exactly `length` characters, as long as a host may type. */
function upTo(text: string, length: number): string {
  return [...text.repeat(Math.ceil(length / [...text].length))].slice(0, length).join('').trim()
}

const SHORT: Record<Language, string> = {
  en: 'Bring a dish.',
  fr: 'Apportez un plat.',
  de: 'Bitte etwas mitbringen.',
  ja: '一品持ち寄り。',
}

/** A club whose 2026 season has twelve nights on its schedule, each hosted, placed and noted. */
export function scheduleFixture(
  names: readonly string[],
  language: Language,
  longest = false,
): ClubView {
  const people = names.map((name, i) => ({ personId: i + 1, name, role: 'member' as const }))
  const entries = Array.from({ length: 12 }, (_, i) => ({
    entryId: `entry-${i + 1}`,
    seasonId: 'season-1',
    date: `2026-${String(i + 1).padStart(2, '0')}-${String(3 + i).padStart(2, '0')}`,
    host: i === 4 ? null : (i % people.length) + 1,
    place: longest
      ? upTo(`${names[i % names.length] ?? ''}, 12 Long Street Name, Springfield `, 200)
      : i % 2
        ? `${names[i % names.length] ?? ''}, 12 Long Street Name, Springfield`
        : 'Club',
    notes: longest
      ? upTo(`${NOTES[language]} `, 500)
      : i % 3 === 0
        ? NOTES[language]
        : i % 3 === 1
          ? ''
          : SHORT[language],
    nightId: null,
    started: false,
    nightStatus: null,
    answers: [],
    substitutes: [],
    payments: [],
    rsvp: { coming: [], notComing: [], unanswered: [], tables: 0, seatsToFill: 0, toAsk: [] },
  }))
  return {
    clubId: 'club-1',
    name: 'Tuesday Bunco',
    money: {
      currency: CURRENCY[language],
      buyIn: 500,
      dues: 0,
      shares: SHARES,
      unclaimed: 'carry',
    },
    people,
    names: Object.fromEntries(people.map((p) => [p.personId, p.name])),
    seasons: [
      {
        seasonId: 'season-1',
        name: '2026',
        start: '2026-01-01',
        end: '2026-12-31',
        rules: { scoring: 'wins', placementPoints: [], minNights: 0, dropWorst: 0 },
        dues: [],
        entries,
      },
    ],
  }
}
