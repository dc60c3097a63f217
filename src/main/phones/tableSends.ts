// How every send of a table's phone starts (a result, an answer, a running score): the code
// names the table and its night, the phone shows its pass, and a phone that speaks for another
// table this round is refused before anything it says is read.
import type { RoundPlan } from '@shared/bunco'
import type { NightState } from '@shared/night'
import type { CodeRow } from './phonesRepo'
import { checkPass } from './passes'
import { checkJoin, type Speaker } from './phoneJoins'
import type { PhonesContext, PhoneSender } from './phonesContext'
import { checkCode } from './tableCodes'

/** A table phone's send as it starts: the code's row, the night as it is, and who speaks. */
export interface TableSend {
  row: CodeRow
  nightId: number
  table: number
  state: NightState
  /** The round being played; undefined between rounds. */
  plan: RoundPlan | undefined
  /** The phone at the table in the round being played; null when no round is. */
  speaker: Speaker | null
}

/** Checks the code and the phone's pass, and refuses a phone that speaks for another table. */
export function startSend(
  cx: PhonesContext,
  code: string,
  from: Pick<PhoneSender, 'pass'>,
): TableSend {
  const row = checkCode(cx, code, 'table')
  const pass = checkPass(cx, from.pass)
  const nightId = row.night_id
  const table = Number(row.target)
  const state = cx.store.state(nightId)
  const plan = state.current?.plan
  const speaker = plan ? { nightId, round: plan.round, table, pass } : null
  if (speaker) checkJoin(cx, speaker)
  return { row, nightId, table, state, plan, speaker }
}
