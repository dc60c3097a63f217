import QRCode from 'qrcode'
import { describe, expect, it, vi } from 'vitest'
import { qrDataUrl } from '../../../src/main/phones/qr'

describe('qrDataUrl', () => {
  it('draws a link once, however often the phones’ status is read', async () => {
    const draw = vi.spyOn(QRCode, 'toString')
    const a = await qrDataUrl('http://192.168.1.23:47321/p/#t=qr-test-table-one')
    const again = await qrDataUrl('http://192.168.1.23:47321/p/#t=qr-test-table-one')
    const b = await qrDataUrl('http://192.168.1.23:47321/p/#t=qr-test-table-two')
    expect(again).toBe(a)
    expect(b).not.toBe(a)
    expect(a).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(draw).toHaveBeenCalledTimes(2)
    draw.mockRestore()
  })
})
