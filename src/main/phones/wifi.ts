// The party's Wi-Fi, typed once by the host: kept in this laptop's app_state (never in the
// settings, which travel in the move file), shown to guests only as a QR code (the TV's page,
// the host's screen, the printed table cards), never logged.
import type { WifiStatus } from '@shared/phones/board'
import { phonesSchemas } from '@shared/schemas/phones'
import { wifiQrText, type WifiLogin } from '@shared/phones/wifi'
import type { Db } from '../db/connection'
import { keyValueRepo } from '../db/keyValueRepo'
import { announce, type PhonesContext } from './phonesContext'
import { qrDataUrl } from './qr'

/** The app_state key the Wi-Fi is kept under. */
export const WIFI_KEY = 'phones.wifi'

/** The Wi-Fi the host typed, or null (none, or a stored value that does not read). */
export function readWifi(db: Db): WifiLogin | null {
  if (!db.open) return null
  const parsed = phonesSchemas.wifi.safeParse(keyValueRepo(db, 'app_state').get(WIFI_KEY))
  if (!parsed.success || parsed.data.name.trim() === '') return null
  return { name: parsed.data.name, password: parsed.data.password ?? '' }
}

/**
 * Keeps the Wi-Fi on this laptop; an empty name forgets it, a null password keeps the one kept.
 */
export function saveWifi(db: Db, login: { name: string; password: string | null }): void {
  const repo = keyValueRepo(db, 'app_state')
  if (login.name.trim() === '') {
    repo.set(WIFI_KEY, null)
    return
  }
  const password = login.password ?? readWifi(db)?.password ?? ''
  repo.set(WIFI_KEY, { name: login.name, password } satisfies WifiLogin)
}

/** The Wi-Fi's name and QR code, for the TV's page and the printed cards; null when none. */
export async function wifiQr(db: Db): Promise<{ name: string; qr: string; text: string } | null> {
  const login = readWifi(db)
  if (!login) return null
  const text = wifiQrText(login)
  return { name: login.name, qr: await qrDataUrl(text), text }
}

/** The Wi-Fi as the host's phones tab shows it: its name, whether a password is kept, its QR. */
export async function wifiStatus(db: Db): Promise<WifiStatus> {
  const login = readWifi(db)
  const qr = await wifiQr(db)
  return { name: login?.name ?? '', hasPassword: Boolean(login?.password), qr: qr?.qr ?? null }
}

/**
 * The host keeps the party's Wi-Fi on this laptop (a null password keeps the one kept): the TV's
 * page of the night whose phones are on shows its QR code from now on.
 */
export async function changeWifi(
  cx: PhonesContext,
  login: { name: string; password: string | null },
): Promise<WifiStatus> {
  saveWifi(cx.db, login)
  if (cx.server) announce(cx, cx.server.nightId)
  return wifiStatus(cx.db)
}

/** The password, for the log's scrubber (it must never reach the log). */
export function wifiSecrets(db: Db): string[] {
  const password = readWifi(db)?.password ?? ''
  return password.length >= 3 ? [password] : []
}
