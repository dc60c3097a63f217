import { describe, expect, it } from 'vitest'
import {
  MAX_AMOUNT_MINOR,
  addMinor,
  checkMinor,
  checkPositiveMinor,
  sumMinor,
} from '../../../src/shared/fundraiser/amounts'
import { splitFiftyFifty } from '../../../src/shared/fundraiser/fiftyFifty'
import { FUNDRAISER_REFUSALS } from '../../../src/shared/fundraiser/refusals'
import { refused } from './helpers'

describe('amounts of money', () => {
  it('takes whole, non-negative minor units', () => {
    expect(checkMinor(0, 'x')).toBe(0)
    expect(checkMinor(2500, 'x')).toBe(2500)
    expect(checkMinor(MAX_AMOUNT_MINOR, 'x')).toBe(MAX_AMOUNT_MINOR)
    expect(Object.is(checkMinor(-0, 'x'), 0)).toBe(true)
  })

  it('refuses fractions, floats that look whole after a sum, NaN and infinities', () => {
    refused(() => checkMinor(12.5, 'price'), 'money.notWhole')
    refused(() => checkMinor(0.1 + 0.2, 'price'), 'money.notWhole')
    refused(() => checkMinor(Number.NaN, 'price'), 'money.notWhole')
    refused(() => checkMinor(Number.POSITIVE_INFINITY, 'price'), 'money.notWhole')
  })

  it('refuses what is not a number at all: strings, bigints, null', () => {
    refused(() => checkMinor('2500', 'price'), 'money.notWhole')
    refused(() => checkMinor(2500n, 'price'), 'money.notWhole')
    refused(() => checkMinor(null, 'price'), 'money.notWhole')
  })

  it('refuses negative money and says which field', () => {
    const err = refused(() => checkMinor(-1, 'donation'), 'money.negative')
    expect(err.params).toEqual({ field: 'donation', got: -1 })
    refused(() => checkMinor(-MAX_AMOUNT_MINOR, 'x'), 'money.negative')
  })

  it('refuses amounts past the bound and past Number.MAX_SAFE_INTEGER', () => {
    refused(() => checkMinor(MAX_AMOUNT_MINOR + 1, 'x'), 'money.tooLarge')
    refused(() => checkMinor(Number.MAX_SAFE_INTEGER, 'x'), 'money.tooLarge')
    refused(() => checkMinor(2 ** 60, 'x'), 'money.tooLarge')
  })

  it('refuses zero where a zero amount is a mistake', () => {
    refused(() => checkPositiveMinor(0, 'donation'), 'money.zero')
    expect(checkPositiveMinor(1, 'donation')).toBe(1)
  })

  it('adds exactly, and refuses a sum that would lose cents', () => {
    expect(addMinor(1999, 1)).toBe(2000)
    expect(sumMinor([1, 2, 3, 4])).toBe(10)
    expect(sumMinor([])).toBe(0)
    refused(() => addMinor(Number.MAX_SAFE_INTEGER, 1), 'money.tooLarge')
  })

  it('has each refusal key once', () => {
    expect(new Set(FUNDRAISER_REFUSALS).size).toBe(FUNDRAISER_REFUSALS.length)
    for (const key of FUNDRAISER_REFUSALS) expect(key).toMatch(/^[a-z]+\.[a-zA-Z]+$/)
  })
})

describe('the 50/50 split', () => {
  it('gives the winner exactly half of even sales', () => {
    expect(splitFiftyFifty(10_000)).toEqual({
      salesMinor: 10_000,
      winnerMinor: 5000,
      keptMinor: 5000,
    })
    expect(splitFiftyFifty(0)).toEqual({ salesMinor: 0, winnerMinor: 0, keptMinor: 0 })
  })

  it('keeps the odd cent with the cause', () => {
    expect(splitFiftyFifty(10_101)).toEqual({
      salesMinor: 10_101,
      winnerMinor: 5050,
      keptMinor: 5051,
    })
    expect(splitFiftyFifty(1)).toEqual({ salesMinor: 1, winnerMinor: 0, keptMinor: 1 })
    expect(splitFiftyFifty(3)).toEqual({ salesMinor: 3, winnerMinor: 1, keptMinor: 2 })
  })

  it('always adds back to the sales, the cause never keeping less than the winner', () => {
    for (let sales = 0; sales < 500; sales += 7) {
      const split = splitFiftyFifty(sales)
      expect(split.winnerMinor + split.keptMinor).toBe(sales)
      expect(split.keptMinor - split.winnerMinor).toBe(sales % 2)
    }
    const big = splitFiftyFifty(MAX_AMOUNT_MINOR + 1)
    expect(big.winnerMinor + big.keptMinor).toBe(MAX_AMOUNT_MINOR + 1)
  })
})
