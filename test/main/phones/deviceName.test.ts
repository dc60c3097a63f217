import { devices } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { deviceName } from '../../../src/main/phones/deviceName'

describe('deviceName', () => {
  it('names the phones guests bring by their kind, with the address', () => {
    expect(deviceName(devices['iPhone 13'].userAgent, '192.168.1.23')).toBe('iPhone · 192.168.1.23')
    expect(deviceName(devices['Pixel 7'].userAgent, '192.168.1.24')).toBe('Android · 192.168.1.24')
    expect(deviceName(devices['iPad Mini'].userAgent, '10.0.0.5')).toBe('iPad · 10.0.0.5')
  })

  it('says the computer kind for desktop browsers, and only the address for the rest', () => {
    expect(deviceName(devices['Desktop Chrome'].userAgent, '10.0.0.2')).toBe('Windows · 10.0.0.2')
    expect(deviceName(devices['Desktop Safari'].userAgent, '10.0.0.3')).toBe('Mac · 10.0.0.3')
    expect(deviceName('node', '127.0.0.1')).toBe('127.0.0.1')
    expect(deviceName('', '127.0.0.1')).toBe('127.0.0.1')
  })
})
