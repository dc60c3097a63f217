// The host's board of the phones: each table's code, link and QR code, how many phones are live
// on it, what it last sent and how that stands now; the TV's and the door desks' pages; and the
// live phones it counts.
import { awaitsHost } from '@shared/phones/status'
import type { PhonesStatus } from '@shared/phones/board'
import { phoneLink } from '@shared/phones/protocol'
import { charityOf } from './charityNight'
import { deskLinks } from './deskCodes'
import { resultOf, type CodeRow } from './phonesRepo'
import { baseUrl, nightSettings, playing, type PhonesContext } from './phonesContext'
import { qrDataUrl } from './qr'
import { shownStatus } from './submissionStatus'
import { tableCodes, tvLink } from './tableCodes'

/** The phones of a night as the host's board shows them (tables only while its phones are on). */
export async function phonesStatus(cx: PhonesContext, nightId: number): Promise<PhonesStatus> {
  const row = nightSettings(cx, nightId)
  const state = playing(cx, nightId)
  const url = baseUrl(cx, nightId)
  const tables = []
  let waiting = 0
  if (state?.current && url) {
    const plan = state.current.plan
    const subs = cx.repo.submissions(nightId, plan.round)
    // the host's to settle; one the table has not answered yet is theirs first
    waiting = subs.filter((s) => awaitsHost(shownStatus(cx, state, s))).length
    for (const code of tableCodes(cx, nightId, plan)) {
      const table = Number(code.target)
      const sent = cx.repo.latestSent(nightId, plan.round, table)
      const link = phoneLink(url, 'table', code.code)
      const seen = cx.live.get(code.id)
      tables.push({
        table,
        code: code.code,
        url: link,
        qr: await qrDataUrl(link),
        phones: seen?.open ?? 0,
        lastSeen: seen?.lastSeen ?? null,
        sent: sent
          ? {
              id: sent.id,
              status: shownStatus(cx, state, sent),
              at: sent.received_at,
              device: sent.device,
              flagged: sent.flagged === 1,
              result: resultOf(sent),
              answeredAt: sent.confirmed_at,
            }
          : null,
        entered: state.current.results.some((r) => r.table === table),
      })
    }
  }
  return {
    enabled: url !== null,
    mode: row.mode,
    address: row.address,
    port: row.port,
    url,
    addresses: cx.addresses(),
    tables,
    waiting,
    tv: await tvLink(cx, nightId),
    hideRounds: row.hide_rounds,
    fundraiser: charityOf(cx, nightId) !== null,
    desks: await deskLinks(cx, nightId),
    hideRaised: row.hide_raised === 1,
    error: cx.lastError.get(nightId) ?? null,
  }
}

/** A table phone's live connection opened (+1) or closed (-1): the board's count follows. */
export function phoneConnected(
  cx: PhonesContext,
  code: CodeRow,
  device: string,
  change: 1 | -1,
): void {
  const seen = cx.live.get(code.id) ?? { open: 0, lastSeen: '', device }
  seen.open = Math.max(0, seen.open + change)
  seen.lastSeen = cx.now().toISOString()
  seen.device = device
  cx.live.set(code.id, seen)
  cx.push.emit('phones:changed', { nightId: code.night_id, connections: true })
}
