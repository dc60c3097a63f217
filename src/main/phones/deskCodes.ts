// A charity night's door desks: each one a volunteer's tablet or phone with its own code (scoped to
// the door's actions), numbered in the order the host adds them, revoked by the host; a revoked
// desk's number is never given again (it is a device of its own in the treasurer's report).
import { AppError } from '@shared/app-error'
import type { DeskLink } from '@shared/phones/board'
import { deskDeviceId, MAX_DESKS } from '@shared/phones/desk'
import { phoneLink } from '@shared/phones/protocol'
import { doorOpen } from './charityNight'
import { newCode } from './codes'
import { announce, baseUrl, type PhonesContext } from './phonesContext'
import { qrDataUrl } from './qr'

/** Adds the night's next door desk, with a code of its own; phones must be on, the door open. */
export function addDesk(cx: PhonesContext, nightId: number): void {
  if (!baseUrl(cx, nightId)) throw new AppError('conflict', 'phones.errors.phonesOff')
  if (!doorOpen(cx, nightId)) throw new AppError('conflict', 'phones.errors.noDoor')
  const numbers = cx.repo
    .codes(nightId)
    .filter((c) => c.kind === 'desk')
    .map((c) => Number(c.target))
  const next = Math.max(0, ...numbers) + 1
  if (next > MAX_DESKS)
    throw new AppError('conflict', 'phones.errors.tooManyDesks', { max: MAX_DESKS })
  cx.repo.addCode(nightId, 'desk', String(next), newCode(), cx.now().toISOString())
  announce(cx, nightId)
}

/** Revokes a door desk's code: its page is refused from now on (and told so on its stream). */
export function revokeDesk(cx: PhonesContext, nightId: number, desk: number): void {
  const row = cx.repo.activeCode(nightId, 'desk', String(desk))
  if (row) cx.repo.revoke(row.id, cx.now().toISOString())
  announce(cx, nightId)
}

/** The night's door desks' pages and QR codes, while its phones are on and its door is open. */
export async function deskLinks(cx: PhonesContext, nightId: number): Promise<DeskLink[]> {
  const base = baseUrl(cx, nightId)
  if (!base || !doorOpen(cx, nightId)) return []
  const live = cx.repo.codes(nightId).filter((c) => c.kind === 'desk' && c.revoked_at === null)
  return Promise.all(
    live.map(async (row) => {
      const desk = Number(row.target)
      const url = phoneLink(base, 'desk', row.code)
      return { desk, device: deskDeviceId(desk), url, qr: await qrDataUrl(url) }
    }),
  )
}
