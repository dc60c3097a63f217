// The party's Wi-Fi as the host types it: a name and a password within a network's limits (32
// bytes; WPA's 8 to 63 plain characters), no control or direction character, each refusal said
// whole in the host's words.
import { describe, expect, it } from 'vitest'
import { WIFI_NAME_MAX, WIFI_PASSWORD_MAX } from '@shared/phones/wifi'
import { phonesSchemas } from '@shared/schemas/phones'
import { keyedIssue } from '@shared/schemas/text'

const ok = (name: string, password: string | null): boolean =>
  phonesSchemas.wifi.safeParse({ name, password }).success

describe('the party’s Wi-Fi as typed', () => {
  it('takes a name with a password, or with none (an open network)', () => {
    expect(ok('Maison Bunco', 'des;4:tous')).toBe(true)
    expect(ok('カフェ', null)).toBe(true)
    expect(ok('Open Party', '')).toBe(true)
    // forgetting it: no name, no password
    expect(ok('', '')).toBe(true)
    expect(ok('', null)).toBe(true)
  })

  it('refuses control characters in the name or the password', () => {
    expect(ok('Party', '\u0000')).toBe(false)
    expect(ok('Party', '\u0007bell')).toBe(false)
    expect(ok('Par\nty', 'secret-1')).toBe(false)
  })

  it('refuses a direction override that would make the name read otherwise', () => {
    expect(ok('\u202eytraP', 'secret-1')).toBe(false)
  })

  it('keeps to a network’s lengths: 32 bytes of name, 8 to 63 characters of password', () => {
    expect(ok('n'.repeat(WIFI_NAME_MAX), 'p'.repeat(WIFI_PASSWORD_MAX))).toBe(true)
    expect(ok('n'.repeat(WIFI_NAME_MAX + 1), null)).toBe(false)
    // 17 accented letters are 34 bytes
    expect(ok('é'.repeat(17), null)).toBe(false)
    expect(ok('é'.repeat(16), null)).toBe(true)
    expect(ok('Party', 'p'.repeat(WIFI_PASSWORD_MAX + 1))).toBe(false)
    expect(ok('Party', 'abc')).toBe(false)
    expect(ok('Party', 'p'.repeat(8))).toBe(true)
  })

  it('refuses what WPA does not take in a password: accents, emoji', () => {
    expect(ok('Party', 'dés;4:tous')).toBe(false)
    expect(ok('Party', 'dice-🎲-night')).toBe(false)
  })

  it('refuses a password without a name, and says why in the host’s words', () => {
    const got = phonesSchemas.wifi.safeParse({ name: '  ', password: 'dice-night' })
    expect(got.success).toBe(false)
    const issue = got.error!.issues[0]!
    expect(issue.path).toEqual([])
    expect(keyedIssue(issue)?.key).toBe('phones.errors.wifiNoName')
  })
})
