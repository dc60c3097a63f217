// What a phone on the LAN may send: its own schema, a subset of the host's, checked in main.
import { z } from 'zod'
import { MAX_HIDE_ROUNDS } from '../phones/suspense'
import { WIFI_NAME_MAX, WIFI_PASSWORD_MAX } from '../phones/wifi'
import { CountSchema, IdSchema, PlayerKeySchema, TableResultSchema } from './night'

const BySeat = z.strictObject({
  N: CountSchema.optional(),
  E: CountSchema.optional(),
  S: CountSchema.optional(),
  W: CountSchema.optional(),
})

/**
 * A table's result as its phone sends it: the host's result schema for the winner, points and
 * roll-off, with counts by seat (never by player id), the round, and an idempotency key.
 */
export const PhoneResultSchema = TableResultSchema.pick({
  winner: true,
  points: true,
  seatPoints: true,
  rollOff: true,
}).extend({
  /** Idempotency key: the same key sent again is the same result, counted once. */
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  round: z.int().min(1).max(1000),
  buncos: BySeat.optional(),
  minis: BySeat.optional(),
  wipeouts: BySeat.optional(),
})

/** A table result as a phone sends it. */
export type PhoneResult = z.output<typeof PhoneResultSchema>

/** The two ways phone results reach the night. */
export const LAN_MODES = ['trust', 'confirm'] as const
/** One of LAN_MODES. */
export type LanMode = (typeof LAN_MODES)[number]

/** Argument schemas of the host's table-phone calls. */
export const lanSchemas = {
  night: z.strictObject({ nightId: IdSchema }),
  enable: z.strictObject({
    nightId: IdSchema,
    address: z.union([z.ipv4(), z.ipv6()]),
    port: z.int().min(1024).max(65535).optional(),
  }),
  mode: z.strictObject({ nightId: IdSchema, mode: z.enum(LAN_MODES) }),
  table: z.strictObject({ nightId: IdSchema, table: z.int().min(1).max(1000) }),
  submission: z.strictObject({ nightId: IdSchema, id: IdSchema }),
  guest: z.strictObject({ nightId: IdSchema, player: PlayerKeySchema }),
  hideRounds: z.strictObject({ nightId: IdSchema, rounds: z.int().min(0).max(MAX_HIDE_ROUNDS) }),
  /**
   * The party's Wi-Fi: an empty name forgets it; an empty password is an open network; a null
   * password keeps the one already kept (the host's screen never reads it back).
   */
  wifi: z.strictObject({
    name: z.string().max(WIFI_NAME_MAX),
    password: z.string().max(WIFI_PASSWORD_MAX).nullable(),
  }),
}
