// What a phone on the party's Wi-Fi may send (its own schema, a subset of the host's, checked in
// main), and what the host's phones calls take.
import { z } from 'zod'
import { MAX_DESKS } from '../phones/desk'
import { CONFIRM_ANSWERS, PHONE_MODES } from '../phones/modes'
import { LIVE_SEQ_MAX } from '../phones/live'
import { SUBMISSION_STATUSES } from '../phones/status'
import { MAX_HIDE_ROUNDS } from '../phones/suspense'
import { WIFI_NAME_MAX, WIFI_PASSWORD_MAX } from '../phones/wifi'
import { CountSchema, IdSchema, PlayerKeySchema, TableResultSchema } from './night'
import { keyedIssue, MESSAGE_KEY_PARAM, PrintableText } from './text'

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

/** A running total in a round being kept: the points a side has so far. */
const LivePoints = z.int().min(0).max(999)

/**
 * A table's running score, sent by its phone after each roll it keeps: the round, the points so
 * far by side (the teams, or the seats in individual play), the Buncos so far by seat, and a
 * sequence number that only grows through the round (on each phone), so a post arriving late
 * never replaces a newer one. Not a result: it changes nothing in the night.
 */
export const PhoneLiveSchema = z.strictObject({
  round: z.int().min(1).max(1000),
  seq: z.int().min(0).max(LIVE_SEQ_MAX),
  points: z
    .strictObject({
      NS: LivePoints.optional(),
      EW: LivePoints.optional(),
      N: LivePoints.optional(),
      E: LivePoints.optional(),
      S: LivePoints.optional(),
      W: LivePoints.optional(),
    })
    .refine(
      (p) => {
        const teams = p.NS !== undefined || p.EW !== undefined
        const seats = [p.N, p.E, p.S, p.W].some((n) => n !== undefined)
        return teams !== seats
      },
      { message: 'points by team or by seat, not both' },
    ),
  buncos: BySeat,
})

/** A table's running score as its phone sends it. */
export type PhoneLive = z.output<typeof PhoneLiveSchema>

/** The other team's answer, sent from the table's phone: the result's idempotency key and yes/no. */
export const PhoneConfirmSchema = z.strictObject({
  key: PhoneResultSchema.shape.key,
  answer: z.enum(CONFIRM_ANSWERS),
})

/** A table's answer about a result, as its phone sends it. */
export type PhoneConfirm = z.output<typeof PhoneConfirmSchema>

// a refusal said whole in the host's words (no field name before it)
function refuse(ctx: z.RefinementCtx, key: string, params: Record<string, string> = {}): void {
  ctx.addIssue({ code: 'custom', message: key, params: { [MESSAGE_KEY_PARAM]: key, ...params } })
}

/**
 * The party's Wi-Fi as the host types it: a name of at most 32 bytes (a network's limit), and a
 * WPA password of 8 to 63 printable ASCII characters ('' for an open network, null to keep the
 * one kept); an empty name with no password forgets it. No control or direction character.
 */
export const WifiLoginSchema = z
  .strictObject({ name: z.string(), password: z.string().nullable() })
  .superRefine(({ name, password }, ctx) => {
    for (const text of [name, password ?? '']) {
      const bad = PrintableText.safeParse(text)
      const issue = bad.success ? undefined : bad.error.issues[0]
      const found = issue ? keyedIssue(issue) : null
      if (found) return refuse(ctx, found.key, { char: String(found.params['char'] ?? '') })
    }
    if (name.trim() === '' && password) return refuse(ctx, 'phones.errors.wifiNoName')
    if (new TextEncoder().encode(name).length > WIFI_NAME_MAX) {
      return refuse(ctx, 'phones.errors.wifiName')
    }
    // null keeps the password kept; '' is an open network
    const wpa = !password || (password.length >= 8 && password.length <= WIFI_PASSWORD_MAX)
    if (!wpa || /[^\x20-\x7e]/.test(password ?? '')) refuse(ctx, 'phones.errors.wifiPassword')
  })

/** Argument schemas of the host's table-phone calls. */
export const phonesSchemas = {
  night: z.strictObject({ nightId: IdSchema }),
  enable: z.strictObject({
    nightId: IdSchema,
    address: z.union([z.ipv4(), z.ipv6()]),
    port: z.int().min(1024).max(65535).optional(),
  }),
  mode: z.strictObject({ nightId: IdSchema, mode: z.enum(PHONE_MODES) }),
  table: z.strictObject({ nightId: IdSchema, table: z.int().min(1).max(1000) }),
  submission: z.strictObject({ nightId: IdSchema, id: IdSchema }),
  guest: z.strictObject({ nightId: IdSchema, player: PlayerKeySchema }),
  hideRounds: z.strictObject({ nightId: IdSchema, rounds: z.int().min(0).max(MAX_HIDE_ROUNDS) }),
  desk: z.strictObject({ nightId: IdSchema, desk: z.int().min(1).max(MAX_DESKS) }),
  hideRaised: z.strictObject({ nightId: IdSchema, hidden: z.boolean() }),
  /**
   * The party's Wi-Fi: an empty name forgets it; an empty password is an open network; a null
   * password keeps the one already kept (the host's screen never reads it back).
   */
  wifi: WifiLoginSchema,
}

/** A phone result's status as the store keeps it (the list's shown-only `overridden` left out). */
export const StoredStatusSchema = z.enum(SUBMISSION_STATUSES).exclude(['overridden'])
