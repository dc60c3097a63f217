import { describe, expect, it } from 'vitest'
import {
  checkImage,
  crc32,
  imageInfo,
  slideProblem,
  SLIDE_IMAGE_MAX_BYTES,
  SLIDE_TEXT_MAX,
  SLIDES_MAX,
} from '../../../src/shared/slides'
import { jpegBytes, pngBytes } from './images'

describe('an image slide checked by its bytes', () => {
  it('reads a PNG’s type and size from its header', () => {
    expect(imageInfo(pngBytes(640, 480))).toEqual({ type: 'image/png', width: 640, height: 480 })
  })

  it('reads a JPEG’s size from its frame header, past other segments', () => {
    expect(imageInfo(jpegBytes(1920, 1080))).toEqual({
      type: 'image/jpeg',
      width: 1920,
      height: 1080,
    })
    expect(imageInfo(jpegBytes(300, 200, 0xc2))).toMatchObject({ width: 300, height: 200 })
  })

  it('refuses what only looks like an image', () => {
    const png = pngBytes(10, 10)
    const badCrc = png.slice()
    badCrc[20] = 99
    expect(imageInfo(badCrc)).toBeNull()
    expect(imageInfo(png.subarray(0, 20))).toBeNull()
    expect(
      imageInfo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull()
    expect(imageInfo(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'))).toBeNull()
    expect(imageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull()
    expect(imageInfo(pngBytes(0, 10))).toBeNull()
    expect(imageInfo(jpegBytes(0, 10))).toBeNull()
  })

  it('computes the CRC PNG chunks carry', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926)
  })

  it('refuses an image too heavy or too large, naming the limit', () => {
    const heavy = new Uint8Array(SLIDE_IMAGE_MAX_BYTES + 1)
    heavy.set(pngBytes(10, 10))
    expect(checkImage(heavy)).toMatchObject({
      key: 'slides.errors.imageTooBig',
      params: { size: 2 },
    })
    expect(checkImage(pngBytes(5000, 100))).toMatchObject({
      field: 'image',
      key: 'slides.errors.imageTooLarge',
      params: { width: 5000, max: 4096 },
    })
    expect(checkImage(pngBytes(4096, 4096))).toMatchObject({ type: 'image/png' })
  })
})

describe('a new slide’s problems', () => {
  const image = pngBytes(800, 600)

  it('takes an image with a caption, and a text, for a sponsor or as an announcement', () => {
    expect(slideProblem({ kind: 'image', sponsor: 'Acme', text: 'Thanks!' }, image, 0)).toBeNull()
    expect(
      slideProblem({ kind: 'text', sponsor: null, text: 'Raffle at nine' }, null, 3),
    ).toBeNull()
  })

  it('says which field is wrong', () => {
    expect(slideProblem({ kind: 'text', sponsor: '', text: '  ' }, null, 0)).toMatchObject({
      field: 'text',
      key: 'slides.errors.textEmpty',
    })
    expect(
      slideProblem({ kind: 'text', sponsor: '', text: 'x'.repeat(SLIDE_TEXT_MAX + 1) }, null, 0),
    ).toMatchObject({ field: 'text', key: 'slides.errors.textTooLong' })
    expect(
      slideProblem({ kind: 'image', sponsor: 'x'.repeat(61), text: '' }, image, 0),
    ).toMatchObject({ field: 'sponsor', key: 'slides.errors.sponsorTooLong' })
    expect(slideProblem({ kind: 'image', sponsor: 'A', text: '' }, null, 0)).toMatchObject({
      field: 'image',
      key: 'slides.errors.noImage',
    })
    expect(
      slideProblem({ kind: 'image', sponsor: 'A', text: '' }, new Uint8Array([1, 2, 3]), 0),
    ).toMatchObject({ field: 'image', key: 'slides.errors.notImage' })
    expect(
      slideProblem({ kind: 'text', sponsor: 'A', text: 'Hi' }, null, SLIDES_MAX),
    ).toMatchObject({
      field: 'slides',
      key: 'slides.errors.tooMany',
    })
  })
})
