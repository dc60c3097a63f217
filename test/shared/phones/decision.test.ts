// The phones' one decision, row by row: where a phone's new result goes in each mode beside what
// the night holds and the table's result before it; when the table's answer is refused and what it
// makes of the result; and what a stored result shows as once the host has typed, undone or
// changed the table (a round since closed included).
import { describe, expect, it } from 'vitest'
import {
  answered,
  answerRefusal,
  arrival,
  shownStatus,
  stillStanding,
  type Arrival,
  type ConfirmAnswer,
  type PhoneMode,
  type StoredFacts,
  type TableFacts,
} from '@shared/phones/decision'
import type { PhoneErrorKey } from '@shared/phones/protocol'
import type { StoredStatus, SubmissionStatus } from '@shared/phones/status'

const NOTHING: TableFacts = { night: 'none', byHost: false }
const SAME_BY_HOST: TableFacts = { night: 'same', byHost: true }
const OTHER_BY_HOST: TableFacts = { night: 'other', byHost: true }
// the night holds the phones' own result for the table (the host typed nothing)
const PHONES_OWN: TableFacts = { night: 'same', byHost: false }

const stored = (status: StoredStatus, matched = false): StoredFacts => ({ status, matched })
const fresh = (status: StoredStatus): Arrival => ({ status, flagged: false, replacesPrior: false })
const flagged = (status: StoredStatus, replacesPrior: boolean): Arrival => ({
  status,
  flagged: true,
  replacesPrior,
})

describe('arrival: a first result from the table', () => {
  it.each<[PhoneMode, TableFacts, boolean, StoredStatus]>([
    // nothing typed by the host: the mode decides, an unusual count waits outside table mode
    ['trust', NOTHING, false, 'applied'],
    ['trust', NOTHING, true, 'waiting'],
    ['confirm', NOTHING, false, 'waiting'],
    ['confirm', NOTHING, true, 'waiting'],
    ['table', NOTHING, false, 'confirming'],
    ['table', NOTHING, true, 'confirming'],
    ['trust', PHONES_OWN, false, 'applied'],
    ['table', PHONES_OWN, false, 'confirming'],
    // the host typed the table first: theirs wins in every mode, the same result is taken as theirs
    ['trust', SAME_BY_HOST, false, 'accepted'],
    ['trust', SAME_BY_HOST, true, 'accepted'],
    ['confirm', SAME_BY_HOST, false, 'accepted'],
    ['table', SAME_BY_HOST, false, 'accepted'],
    ['trust', OTHER_BY_HOST, false, 'held'],
    ['confirm', OTHER_BY_HOST, true, 'held'],
    ['table', OTHER_BY_HOST, false, 'held'],
  ])('%s mode, night %o, unusual %s: %s', (mode, table, unusual, status) => {
    expect(arrival({ mode, table, unusual, prior: null })).toEqual(fresh(status))
  })
})

describe('arrival: a second result from the table', () => {
  it.each<[PhoneMode, boolean, StoredFacts, Arrival]>([
    // one counted before: flagged; it is replaced only by one that counts in its place
    ['trust', false, stored('applied'), flagged('applied', true)],
    ['trust', true, stored('applied'), flagged('waiting', false)],
    ['confirm', false, stored('applied'), flagged('waiting', false)],
    ['table', false, stored('applied'), flagged('confirming', false)],
    // one still standing (waiting, held, asked, called wrong, matched): flagged and replaced
    ['trust', false, stored('waiting'), flagged('applied', true)],
    ['confirm', false, stored('waiting'), flagged('waiting', true)],
    ['trust', false, stored('held'), flagged('applied', true)],
    ['table', false, stored('confirming'), flagged('confirming', true)],
    ['confirm', false, stored('disputed'), flagged('waiting', true)],
    ['table', false, stored('disputed'), flagged('confirming', true)],
    ['trust', false, stored('accepted', true), flagged('applied', true)],
    // one settled (replaced, declined, accepted by a click): neither flagged nor replaced
    ['trust', false, stored('replaced'), fresh('applied')],
    ['trust', false, stored('declined'), fresh('applied')],
    ['confirm', false, stored('declined'), fresh('waiting')],
    ['trust', false, stored('accepted'), fresh('applied')],
    ['table', false, stored('accepted'), fresh('confirming')],
  ])('%s mode, unusual %s, after %o', (mode, unusual, prior, outcome) => {
    expect(arrival({ mode, table: NOTHING, unusual, prior })).toEqual(outcome)
  })

  it('behind the host’s entry, a second result is still flagged and replaces one standing', () => {
    const prior = stored('held')
    expect(arrival({ mode: 'trust', table: OTHER_BY_HOST, unusual: false, prior })).toEqual(
      flagged('held', true),
    )
    expect(
      arrival({ mode: 'table', table: SAME_BY_HOST, unusual: false, prior: stored('applied') }),
    ).toEqual(flagged('accepted', false))
  })
})

describe('stillStanding', () => {
  it.each<[StoredFacts, boolean]>([
    [stored('waiting'), true],
    [stored('held'), true],
    [stored('confirming'), true],
    [stored('disputed'), true],
    [stored('accepted', true), true],
    [stored('accepted'), false],
    [stored('applied'), false],
    [stored('replaced'), false],
    [stored('declined'), false],
  ])('%o: %s', (sub, standing) => {
    expect(stillStanding(sub)).toBe(standing)
  })
})

describe('answerRefusal: the table’s answer about a stored result', () => {
  it.each<[StoredStatus, boolean, boolean, PhoneErrorKey | null]>([
    // still asked, answered by the other team's phone: taken
    ['confirming', false, false, null],
    // answered by the phone that sent it: the other team answers on a phone of their own
    ['confirming', false, true, 'ownResult'],
    // the host typed the table meanwhile: theirs wins, whoever answers
    ['confirming', true, false, 'hostEntered'],
    ['confirming', true, true, 'hostEntered'],
    // a newer result replaced it
    ['replaced', false, false, 'replaced'],
    ['replaced', true, true, 'replaced'],
    // settled, or never asked of the table
    ['applied', false, false, 'settled'],
    ['accepted', false, false, 'settled'],
    ['declined', false, false, 'settled'],
    ['waiting', false, false, 'settled'],
    ['held', true, false, 'settled'],
    ['disputed', false, false, 'settled'],
  ])('%s, host typed %s, sent by this phone %s: %s', (status, byHost, sentByThisPhone, key) => {
    expect(answerRefusal({ status, byHost, sentByThisPhone })).toBe(key)
  })
})

describe('answered: what the table’s answer makes of a result', () => {
  it.each<[ConfirmAnswer, boolean, StoredStatus]>([
    ['right', false, 'applied'],
    ['right', true, 'waiting'],
    ['wrong', false, 'disputed'],
    ['wrong', true, 'disputed'],
  ])('%s, unusual %s: %s', (answer, unusual, status) => {
    expect(answered(answer, unusual)).toBe(status)
  })
})

describe('shownStatus: a stored result beside what the night holds now', () => {
  it.each<[StoredFacts, TableFacts, boolean, SubmissionStatus]>([
    // still asked when the host typed the table: the host's entry wins
    [stored('confirming'), SAME_BY_HOST, true, 'accepted'],
    [stored('confirming'), OTHER_BY_HOST, true, 'held'],
    [stored('confirming'), NOTHING, true, 'confirming'],
    // a round since closed: what it was asked stays as it was
    [stored('confirming'), OTHER_BY_HOST, false, 'confirming'],
    [stored('confirming'), SAME_BY_HOST, false, 'confirming'],
    // held behind, or matched to, an entry the host has since undone: it waits for a click
    [stored('held'), NOTHING, true, 'waiting'],
    [stored('held'), OTHER_BY_HOST, true, 'held'],
    [stored('held'), NOTHING, false, 'waiting'],
    [stored('accepted', true), NOTHING, true, 'waiting'],
    [stored('accepted', true), SAME_BY_HOST, true, 'accepted'],
    [stored('accepted', true), OTHER_BY_HOST, true, 'overridden'],
    // counted: said as counted only while the night holds it as sent
    [stored('applied'), PHONES_OWN, true, 'applied'],
    [stored('applied'), OTHER_BY_HOST, true, 'overridden'],
    [stored('applied'), NOTHING, true, 'overridden'],
    [stored('applied'), PHONES_OWN, false, 'applied'],
    [stored('accepted'), PHONES_OWN, true, 'accepted'],
    [stored('accepted'), NOTHING, true, 'overridden'],
    // the rest show as stored, whatever the night holds
    [stored('waiting'), OTHER_BY_HOST, true, 'waiting'],
    [stored('disputed'), SAME_BY_HOST, true, 'disputed'],
    [stored('replaced'), NOTHING, true, 'replaced'],
    [stored('declined'), PHONES_OWN, false, 'declined'],
  ])('%o beside %o, in its round %s: %s', (sub, table, inRound, status) => {
    expect(shownStatus(sub, table, inRound)).toBe(status)
  })
})

describe('a result in table mode, from arrival to the answer', () => {
  it('is asked, taken from the other team, and counted, or left disputed', () => {
    const sent = arrival({ mode: 'table', table: NOTHING, unusual: false, prior: null })
    expect(sent.status).toBe('confirming')
    expect(answerRefusal({ status: sent.status, byHost: false, sentByThisPhone: false })).toBeNull()
    expect(answered('right', false)).toBe('applied')
    expect(shownStatus(stored(answered('right', false)), PHONES_OWN, true)).toBe('applied')
    expect(shownStatus(stored(answered('wrong', false)), NOTHING, true)).toBe('disputed')
  })
})
