// A phone or TV whose own clock is wrong counts with the laptop: each answer's time is kept as
// an offset from the screen's clock, read halfway through the round trip.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { heardLaptopTime, laptopNow } from '../../src/phone/laptopTime'

afterEach(() => {
  vi.useRealTimers()
})

describe('the laptop’s time on a screen', () => {
  it('follows the laptop when the phone is ten minutes slow', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    // asked at 1,000,000 by the phone, answered 200 ms later; the laptop said 1,600,100
    heardLaptopTime('1600100', 1_000_000, 1_000_200)
    expect(laptopNow()).toBe(1_600_000)
    vi.advanceTimersByTime(5_000)
    expect(laptopNow()).toBe(1_605_000)
  })

  it('keeps what it knew when an answer has no time or a broken one', () => {
    vi.useFakeTimers({ now: 2_000_000 })
    heardLaptopTime('2000000', 2_000_000, 2_000_000)
    expect(laptopNow()).toBe(2_000_000)
    for (const header of [null, '', 'soon', '-5', 'Infinity']) {
      heardLaptopTime(header, 2_000_000, 2_000_000)
      expect(laptopNow(), String(header)).toBe(2_000_000)
    }
    heardLaptopTime('1999000', 2_000_000, 2_000_000)
    expect(laptopNow()).toBe(1_999_000)
  })
})
