// Windows-1252 as browsers read it: the euro sign and curly quotes of bytes 0x80–0x9F, not the
// control characters Node's own decoder gives them (nodejs/node#60888).
import { describe, expect, it } from 'vitest'
import { decodeWindows1252 } from '../../../src/shared/fundraiser'

describe('Windows-1252', () => {
  it('reads bytes 0x80–0x9F as their characters and the rest as Latin-1', () => {
    expect(
      decodeWindows1252(Uint8Array.of(0x80, 0x20, 0x4f, 0x92, 0x42, 0x93, 0x94, 0xe9, 0x9f)),
    ).toBe('€ O’B“”éŸ')
    // the five bytes the standard leaves unassigned read as their C1 controls
    expect(
      [...decodeWindows1252(Uint8Array.of(0x81, 0x8d, 0x8f, 0x90, 0x9d))].map((c) =>
        c.charCodeAt(0),
      ),
    ).toEqual([0x81, 0x8d, 0x8f, 0x90, 0x9d])
  })

  it('reads a file larger than one argument list', () => {
    const bytes = new Uint8Array(200_000).fill(0x80)
    expect(decodeWindows1252(bytes)).toBe('€'.repeat(200_000))
  })
})
