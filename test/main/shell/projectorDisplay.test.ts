import { describe, expect, it } from 'vitest'
import { projectorDisplay } from '../../../src/main/shell/projectorDisplay'

const laptop = { id: 1, bounds: { x: 0, y: 0, width: 1440, height: 900 } }
const tv = { id: 7, bounds: { x: 1440, y: 0, width: 1920, height: 1080 } }
const third = { id: 9, bounds: { x: -1280, y: 0, width: 1280, height: 1024 } }

describe('projectorDisplay', () => {
  it('picks a display the host window is not on', () => {
    expect(projectorDisplay([laptop, tv], 1)).toBe(tv)
    expect(projectorDisplay([laptop, tv], 7)).toBe(laptop)
    expect(projectorDisplay([laptop, tv, third], 1)).toBe(tv)
  })

  it('picks none with a single display, or when the host window is unknown', () => {
    expect(projectorDisplay([laptop], 1)).toBeUndefined()
    expect(projectorDisplay([laptop, tv], undefined)).toBeUndefined()
    expect(projectorDisplay([], 1)).toBeUndefined()
  })
})
