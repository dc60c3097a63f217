// Hidden standings: the host hides the last rounds; the awards reveal them.
import { describe, expect, it } from 'vitest'
import { standingsHidden } from '../../../src/shared/phones/suspense'
import { wifiQrText } from '../../../src/shared/phones/wifi'

describe('standings hidden for the last rounds', () => {
  it('shows them while the last rounds are still ahead', () => {
    // 6 rounds, hide the last 1: rounds 1 to 5 are played with standings shown
    expect(standingsHidden(0, 6, 1, false)).toBe(false)
    expect(standingsHidden(4, 6, 1, false)).toBe(false)
  })

  it('hides them from the first hidden round until the night is finished', () => {
    expect(standingsHidden(5, 6, 1, false)).toBe(true)
    // every round played, awards not yet given
    expect(standingsHidden(6, 6, 1, false)).toBe(true)
    expect(standingsHidden(3, 6, 3, false)).toBe(true)
    expect(standingsHidden(2, 6, 3, false)).toBe(false)
  })

  it('reveals them with the awards, and never hides with 0 rounds', () => {
    expect(standingsHidden(6, 6, 1, true)).toBe(false)
    expect(standingsHidden(5, 6, 0, false)).toBe(false)
    // hiding more rounds than the night has hides them from the start
    expect(standingsHidden(0, 6, 10, false)).toBe(true)
    expect(standingsHidden(0, 0, 1, false)).toBe(false)
  })
})

describe('the Wi-Fi QR text', () => {
  it('names a WPA network and its password', () => {
    expect(wifiQrText({ name: 'Maison', password: 'dice4all' })).toBe(
      'WIFI:T:WPA;S:Maison;P:dice4all;;',
    )
  })

  it('escapes backslash, semicolon, comma, colon and double quote', () => {
    expect(wifiQrText({ name: 'A;B,C', password: 'p:a"s\\s' })).toBe(
      'WIFI:T:WPA;S:A\\;B\\,C;P:p\\:a\\"s\\\\s;;',
    )
    expect(wifiQrText({ name: '"quoted"', password: ';;' })).toBe(
      'WIFI:T:WPA;S:\\"quoted\\";P:\\;\\;;;',
    )
  })

  it('says nopass for an open network, and keeps other characters as typed', () => {
    expect(wifiQrText({ name: 'Café Wi-Fi', password: '' })).toBe('WIFI:T:nopass;S:Café Wi-Fi;;')
    expect(wifiQrText({ name: 'ネット', password: 'a b' })).toBe('WIFI:T:WPA;S:ネット;P:a b;;')
  })
})
