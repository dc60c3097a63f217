// A number typed in any field is read one way: digits only, in the field's range, refused with
// the reason named (the field says it in its label's words).
import { describe, expect, it } from 'vitest'
import { readWhole } from '../../src/shared/wholeNumber'

const SETS = { min: 1, max: 6 }

describe('readWhole', () => {
  it('reads digits in range, full-width ones and spaces around included', () => {
    expect(readWhole('4', SETS)).toEqual({ ok: true, value: 4 })
    expect(readWhole(' 6 ', SETS)).toEqual({ ok: true, value: 6 })
    expect(readWhole('３', SETS)).toEqual({ ok: true, value: 3 })
  })

  it('names why a number is refused, never cutting it', () => {
    expect(readWhole('0', SETS)).toEqual({ ok: false, problem: 'tooSmall' })
    expect(readWhole('1000', SETS)).toEqual({ ok: false, problem: 'tooBig' })
    for (const text of ['', 'abc', '-1', '2.5', '1e3', '４a']) {
      expect(readWhole(text, SETS)).toEqual({ ok: false, problem: 'notWhole' })
    }
  })
})
