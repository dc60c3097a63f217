// The codes in the phones' links: a table's (one per table of the round, re-issued or revoked by
// the host), a guest's (made when first asked), the night's TV's (one, re-issued by the host), and
// the check every phone request goes through (a door desk's codes: deskCodes.ts).
import { isGhost, type RoundPlan } from '@shared/bunco'
import type { GuestLink } from '@shared/phones/board'
import { phoneLink, type PhoneKind } from '@shared/phones/protocol'
import { doorOpen, servedNight } from './charityNight'
import { CODE_PATTERN, newCode, sameCode } from './codes'
import type { CodeRow } from './phonesRepo'
import { announce, baseUrl, playing, PhoneError, type PhonesContext } from './phonesContext'
import { qrDataUrl } from './qr'

/** Every table of the round being played has a code; a table opened later gets one then. */
export function tableCodes(cx: PhonesContext, nightId: number, plan: RoundPlan): CodeRow[] {
  return plan.tables.map(
    (t) =>
      cx.repo.activeCode(nightId, 'table', String(t.table)) ??
      cx.repo.addCode(nightId, 'table', String(t.table), newCode(), cx.now().toISOString()),
  )
}

/** A table's code, while phones are on (for the printed table cards and tallies). */
export function tableCode(cx: PhonesContext, nightId: number, table: number): string | null {
  if (!baseUrl(cx, nightId)) return null
  return cx.repo.activeCode(nightId, 'table', String(table))?.code ?? null
}

// a code replaced by a new one in one step: pages with the old link are refused (and told) at once
function replaceCode(cx: PhonesContext, nightId: number, kind: PhoneKind, target: string): void {
  const at = cx.now().toISOString()
  cx.db.transaction(() => {
    const old = cx.repo.activeCode(nightId, kind, target)
    if (old) cx.repo.revoke(old.id, at)
    cx.repo.addCode(nightId, kind, target, newCode(), at)
  })()
  announce(cx, nightId)
}

/** A table's code is replaced by a new one: phones with the old link are refused from now on. */
export function reissueTableCode(cx: PhonesContext, nightId: number, table: number): void {
  replaceCode(cx, nightId, 'table', String(table))
}

/** A table's code is revoked without a new one (the next status makes one). */
export function revokeTableCode(cx: PhonesContext, nightId: number, table: number): void {
  const old = cx.repo.activeCode(nightId, 'table', String(table))
  if (old) cx.repo.revoke(old.id, cx.now().toISOString())
  announce(cx, nightId)
}

/** A guest's code, made when first asked, while phones are on. */
export function guestCode(cx: PhonesContext, nightId: number, player: string): string | null {
  if (!baseUrl(cx, nightId) || isGhost(player)) return null
  const row =
    cx.repo.activeCode(nightId, 'guest', player) ??
    cx.repo.addCode(nightId, 'guest', player, newCode(), cx.now().toISOString())
  return row.code
}

/**
 * A guest's code is replaced by a new one (a lost sheet, a page shared too widely): their old
 * link is refused from now on. Their new page address and QR code; null when phones are off or
 * they are not a guest of the night.
 */
export async function reissueGuestCode(
  cx: PhonesContext,
  nightId: number,
  player: string,
): Promise<GuestLink | null> {
  if (!baseUrl(cx, nightId) || !playing(cx, nightId)?.guests.includes(player)) return null
  replaceCode(cx, nightId, 'guest', player)
  return guestLink(cx, nightId, player)
}

/** A guest's page address and QR code, while phones are on; null otherwise. */
export async function guestLink(
  cx: PhonesContext,
  nightId: number,
  player: string,
): Promise<GuestLink | null> {
  if (!playing(cx, nightId)?.guests.includes(player)) return null
  const code = guestCode(cx, nightId, player)
  if (!code) return null
  const link = phoneLink(baseUrl(cx, nightId) ?? '', 'guest', code)
  return { url: link, qr: await qrDataUrl(link) }
}

// the TV's code has one target: its night
const TV_TARGET = 'night'

/** The night's TV code, made when first asked, while phones are on. */
export function tvCode(cx: PhonesContext, nightId: number): string | null {
  if (!baseUrl(cx, nightId)) return null
  const row =
    cx.repo.activeCode(nightId, 'tv', TV_TARGET) ??
    cx.repo.addCode(nightId, 'tv', TV_TARGET, newCode(), cx.now().toISOString())
  return row.code
}

/** The TV's page address and QR code, while phones are on; null otherwise. */
export async function tvLink(cx: PhonesContext, nightId: number): Promise<GuestLink | null> {
  const code = tvCode(cx, nightId)
  if (!code) return null
  const link = phoneLink(baseUrl(cx, nightId) ?? '', 'tv', code)
  return { url: link, qr: await qrDataUrl(link) }
}

/** The TV's code is replaced by a new one: a TV with the old link is refused from now on. */
export function reissueTvCode(cx: PhonesContext, nightId: number): void {
  replaceCode(cx, nightId, 'tv', TV_TARGET)
}

// while a code of each kind works: a table's while the night is played; a guest's and the TV's
// (they only read) also once it is finished, so the awards reach them, and the TV before the first
// round of a charity night; a door desk's while a charity night is set up or played
function openFor(cx: PhonesContext, kind: PhoneKind, nightId: number): ReturnType<typeof playing> {
  if (kind === 'table') return playing(cx, nightId)
  if (kind === 'desk') return doorOpen(cx, nightId)
  return servedNight(cx, nightId)
}

/** The code's row when it is a live code of its kind with phones on for its night; else throws. */
export function checkCode(cx: PhonesContext, code: string, kind: PhoneKind): CodeRow {
  if (!CODE_PATTERN.test(code)) throw new PhoneError(403, 'code')
  const row = cx.repo.codeByKey(code)
  if (!row || !sameCode(code, row.code) || row.kind !== kind) throw new PhoneError(403, 'code')
  if (row.revoked_at !== null) throw new PhoneError(403, 'revoked')
  const open = openFor(cx, kind, row.night_id)
  if (!open) throw new PhoneError(410, 'over')
  // the phones are on for another night just now: this one's may come back, so not 'over'
  // (unless it is finished: its pages only had the awards left to show)
  if (!cx.server || cx.server.nightId !== row.night_id) {
    throw open.status === 'finished' ? new PhoneError(410, 'over') : new PhoneError(503, 'paused')
  }
  return row
}
