// The phone pages' links the printed table cards and score sheets carry as QR codes.
import { phoneLink, type PhoneKind } from '@shared/phones/protocol'
import type { PhoneLinksOf } from '../print/printNight'
import { baseUrl, type PhonesContext } from './phonesContext'
import { phonesStatus } from './phonesStatus'
import { guestCode, tableCode } from './tableCodes'

/**
 * The printed links of a night while its phones are on (the protocol's phoneLink for each table
 * and guest), with the codes live at print time (a revoked code's table prints its new one).
 */
export function printedLinks(cx: PhonesContext): PhoneLinksOf {
  return async (nightId) => {
    const base = baseUrl(cx, nightId)
    if (!base) return null
    // as the host's screen does: every table of the round being played gets its code now
    await phonesStatus(cx, nightId)
    const link = (kind: PhoneKind, code: string | null): string | null =>
      code ? phoneLink(base, kind, code) : null
    return {
      table: (table) => link('table', tableCode(cx, nightId, table)),
      guest: (player) => link('guest', guestCode(cx, nightId, player)),
    }
  }
}
