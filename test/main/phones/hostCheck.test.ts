// The phones' server answers only the names it listens on (DNS rebinding).
import { describe, expect, it } from 'vitest'
import { hostAllowed } from '../../../src/main/phones/hostCheck'

describe('hostAllowed', () => {
  const lan = { address: '192.168.1.20', port: 47321 }
  const loop = { address: '127.0.0.1', port: 47321 }
  it('takes the address and port it listens on', () => {
    expect(hostAllowed('192.168.1.20:47321', lan)).toBe(true)
    expect(hostAllowed('127.0.0.1:47321', loop)).toBe(true)
    expect(hostAllowed('[::1]:47321', { address: '::1', port: 47321 })).toBe(true)
    expect(hostAllowed('10.0.0.5', { address: '10.0.0.5', port: 80 })).toBe(true)
  })
  it('takes localhost names only where it listens on loopback', () => {
    expect(hostAllowed('localhost:47321', loop)).toBe(true)
    expect(hostAllowed('LocalHost:47321', loop)).toBe(true)
    expect(hostAllowed('phones.localhost:47321', loop)).toBe(true)
    expect(hostAllowed('localhost:47321', lan)).toBe(false)
  })
  it('refuses any other name, another port, an empty or missing header', () => {
    for (const header of [
      'evil.example',
      'evil.example:47321',
      'attacker.test:47321',
      '192.168.1.20.evil.example:47321',
      'localhost.evil.example:47321',
      '192.168.1.20:8080',
      '192.168.1.20',
      '192.168.1.21:47321',
      '',
      ' ',
      ':47321',
      '192.168.1.20:47321:1',
      '[192.168.1.20]:47321x',
    ]) {
      expect(hostAllowed(header, lan), header).toBe(false)
    }
    expect(hostAllowed(undefined, lan)).toBe(false)
    expect(hostAllowed('evil.example:47321', loop)).toBe(false)
  })
})
