// A second night on the same date does not take the first one's title.
import { describe, expect, it } from 'vitest'
import { distinctTitle } from '../../src/shared/titles'

describe('distinctTitle', () => {
  it('keeps a title nobody has, numbers one that is taken', () => {
    expect(distinctTitle('Bunco night', [])).toBe('Bunco night')
    expect(distinctTitle('Bunco night', ['bunco night'])).toBe('Bunco night (2)')
    expect(distinctTitle('Bunco night', ['Bunco night', 'Bunco night (2)'])).toBe('Bunco night (3)')
  })
})
