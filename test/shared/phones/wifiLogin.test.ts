// The party's Wi-Fi as the host types it: a name and a password within a network's limits, with
// no control or direction character (they would break the QR code's text and the table cards).
import { describe, expect, it } from 'vitest'
import { WIFI_NAME_MAX, WIFI_PASSWORD_MAX } from '@shared/phones/wifi'
import { lanSchemas } from '@shared/schemas/lan'

const ok = (name: string, password: string | null): boolean =>
  lanSchemas.wifi.safeParse({ name, password }).success

describe('the party’s Wi-Fi as typed', () => {
  it('takes a name with a password, or with none (an open network)', () => {
    expect(ok('Maison Bunco', 'dés;4:tous')).toBe(true)
    expect(ok('カフェ', null)).toBe(true)
  })

  it('refuses control characters in the name or the password', () => {
    expect(ok('Party', '\u0000')).toBe(false)
    expect(ok('Party', '\u0007bell')).toBe(false)
    expect(ok('Par\nty', 'secret-1')).toBe(false)
  })

  it('refuses a direction override that would make the name read otherwise', () => {
    expect(ok('\u202eytraP', 'secret-1')).toBe(false)
  })

  it('keeps to a network’s lengths', () => {
    expect(ok('n'.repeat(WIFI_NAME_MAX), 'p'.repeat(WIFI_PASSWORD_MAX))).toBe(true)
    expect(ok('n'.repeat(WIFI_NAME_MAX + 1), null)).toBe(false)
    expect(ok('Party', 'p'.repeat(WIFI_PASSWORD_MAX + 1))).toBe(false)
  })
})
