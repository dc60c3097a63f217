// The night_slides table: each night's slides in their order, read back checked (a kind or an
// image type an outside hand changed is refused, naming the slide, never cast).
import { AppError } from '@shared/app-error'
import {
  SLIDE_IMAGE_TYPES,
  SLIDE_KINDS,
  SLIDES_KEY_PREFIX,
  type ShownSlide,
  type SlideView,
} from '@shared/slides'
import type { Db } from '../db/connection'
import { perStore } from '../db/perStore'

/** One stored row as the table holds it. */
export interface SlideRow {
  id: number
  night_id: number
  position: number
  sponsor: string | null
  kind: string
  text: string
  image_type: string | null
  width: number | null
  height: number | null
  image: Buffer | null
  created_at: string
}

/** A slide as kept, with its image's bytes (the transfer file carries them). */
export interface StoredSlide extends SlideView {
  bytes: Uint8Array | null
}

/** A new slide's row, before the table gives it an id and a place. */
export type NewSlideRow = Omit<SlideRow, 'id' | 'position'>

const damaged = (id: number): AppError =>
  new AppError('internal', `${SLIDES_KEY_PREFIX}damaged`, { id })

/** A row's slide: its kind and image type checked against the closed lists. */
export function rowToSlide(row: SlideRow): StoredSlide {
  const kind = SLIDE_KINDS.find((k) => k === row.kind)
  if (!kind) throw damaged(row.id)
  const base = { id: row.id, sponsor: row.sponsor, kind, text: row.text }
  if (kind === 'text') return { ...base, image: null, bytes: null }
  const type = SLIDE_IMAGE_TYPES.find((t) => t === row.image_type)
  if (!type || !row.image || !row.width || !row.height) throw damaged(row.id)
  const bytes = new Uint8Array(row.image)
  return {
    ...base,
    image: { type, width: row.width, height: row.height, bytes: bytes.length },
    bytes,
  }
}

/** A row's slide as the TV lists it (no picture read): its kind checked. */
export function rowToShown(row: Pick<SlideRow, 'id' | 'sponsor' | 'kind' | 'text'>): ShownSlide {
  const kind = SLIDE_KINDS.find((k) => k === row.kind)
  if (!kind) throw damaged(row.id)
  return { id: row.id, sponsor: row.sponsor, kind, text: row.text }
}

/** A slide's row for a night (its id and place given by the table). */
export function slideToRow(nightId: number, slide: StoredSlide, at: string): NewSlideRow {
  return {
    night_id: nightId,
    sponsor: slide.sponsor,
    kind: slide.kind,
    text: slide.text,
    image_type: slide.image?.type ?? null,
    width: slide.image?.width ?? null,
    height: slide.image?.height ?? null,
    image: slide.bytes ? Buffer.from(slide.bytes) : null,
    created_at: at,
  }
}

/** The nights' slides. */
export interface SlidesRepo {
  /** A night's slides in their order, with their images' bytes. */
  all(nightId: number): StoredSlide[]
  /** A night's slides in their order as the TV lists them, without their pictures' bytes. */
  shown(nightId: number): ShownSlide[]
  /** One slide of a night, or undefined. */
  one(nightId: number, slideId: number): StoredSlide | undefined
  /** Adds a slide at the end of its night's list; its id. */
  add(row: NewSlideRow): number
  /** Removes a slide; whether it was there. */
  remove(nightId: number, slideId: number): boolean
  /** Sets a night's order: these ids, first to last (each of the night's, once). */
  order(nightId: number, ids: readonly number[]): void
  /** How many slides a night has. */
  count(nightId: number): number
}

/** Creates the repo (once per store). */
export const slidesRepo = perStore((db: Db): SlidesRepo => {
  const all = db.prepare<[number], SlideRow>(
    'SELECT * FROM night_slides WHERE night_id = ? ORDER BY position, id',
  )
  const shown = db.prepare<[number], Pick<SlideRow, 'id' | 'sponsor' | 'kind' | 'text'>>(
    'SELECT id, sponsor, kind, text FROM night_slides WHERE night_id = ? ORDER BY position, id',
  )
  const one = db.prepare<[number, number], SlideRow>(
    'SELECT * FROM night_slides WHERE night_id = ? AND id = ?',
  )
  const insert = db.prepare<[NewSlideRow]>(
    `INSERT INTO night_slides (night_id, position, sponsor, kind, text, image_type, width, height,
       image, created_at)
     VALUES (@night_id,
       (SELECT coalesce(max(position), -1) + 1 FROM night_slides WHERE night_id = @night_id),
       @sponsor, @kind, @text, @image_type, @width, @height, @image, @created_at)`,
  )
  const remove = db.prepare<[number, number]>(
    'DELETE FROM night_slides WHERE night_id = ? AND id = ?',
  )
  const place = db.prepare<{ night: number; id: number; position: number }>(
    'UPDATE night_slides SET position = @position WHERE night_id = @night AND id = @id',
  )
  const count = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM night_slides WHERE night_id = ?',
  )
  return {
    all: (nightId) => all.all(nightId).map(rowToSlide),
    shown: (nightId) => shown.all(nightId).map(rowToShown),
    one(nightId, slideId) {
      const row = one.get(nightId, slideId)
      return row ? rowToSlide(row) : undefined
    },
    add: (row) => Number(insert.run(row).lastInsertRowid),
    remove: (nightId, slideId) => remove.run(nightId, slideId).changes > 0,
    order(nightId, ids) {
      ids.forEach((id, position) => place.run({ night: nightId, id, position }))
    },
    count: (nightId) => count.get(nightId)?.n ?? 0,
  }
})
