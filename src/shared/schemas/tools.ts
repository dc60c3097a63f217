// Argument and stored-state schemas of the table tools (scorekeeper, dice roller, solo game).
import { KEPT_TABLE } from '../limits'
import { z } from 'zod'
import {
  CPU_SPEEDS,
  RULE_CHOICES,
  SOLO_ROUNDS,
  SOLO_TARGETS,
  RULE_NUMBERS,
  SEATS,
  type KeeperState,
  type SoloRecord,
  type SoloSettings,
} from '../bunco'
import { TIMER_MINUTES, type RoundTimer } from '../roundTimer'
import { IdSchema } from './night'

const Seat = z.enum(SEATS as readonly ['N', 'E', 'S', 'W'])
const Die = z.int().min(1).max(6)
const Dice = z.array(Die).min(3).max(4)
const Face = z.int().min(1).max(6)
const Target = z.int().min(RULE_NUMBERS.target.min).max(RULE_NUMBERS.target.max)
// a name at a kept table is optional: empty means "say the seat"
const SeatName = z
  .string()
  .regex(/^[^\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/u)
  .trim()
  .max(60)
const PlayerId = z.string().min(1).max(40)

/** The dice-level house rules a table plays by. */
export const KeeperRulesSchema = z.strictObject({
  target: Target,
  roundEnd: z.enum(RULE_CHOICES.roundEnd),
  lowTriple7: z.boolean(),
  wipeout: z.boolean(),
  fourDice: z.boolean(),
  /** A night's round clock (a table kept on its own plays on none). */
  roundClock: z.enum(RULE_CHOICES.roundClock).optional(),
})

/** Keeping a table: on its own (names, rules, sets typed here) or a table of a night in progress. */
export const KeeperStartSchema = z.discriminatedUnion('mode', [
  z.strictObject({
    mode: z.literal('free'),
    play: z.enum(RULE_CHOICES.play),
    /** Names by seat; in individual play, an empty seat after the first two is nobody there. */
    names: z.strictObject({ N: SeatName, E: SeatName, S: SeatName, W: SeatName }),
    players: z.int().min(2).max(4),
    table: z.int().min(KEPT_TABLE.min).max(KEPT_TABLE.max),
    rules: KeeperRulesSchema,
    sets: z.int().min(RULE_NUMBERS.sets.min).max(RULE_NUMBERS.sets.max),
    scorekeeper: Seat,
  }),
  z.strictObject({
    mode: z.literal('night'),
    nightId: IdSchema,
    table: z.int().min(1).max(1000),
    scorekeeper: Seat,
  }),
])

/** One thing that happened at the table. */
export const KeeperStepSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('roll'), dice: Dice }),
  z.strictObject({ kind: z.literal('bell') }),
  z.strictObject({ kind: z.literal('stop') }),
])

const RoundStart = z.strictObject({
  seats: z.strictObject({ N: PlayerId, E: PlayerId, S: PlayerId, W: PlayerId }),
  face: Face,
  round: z.int().min(1).max(1000),
})

/** A kept table as stored: checked again by replaying it through the rules when read. */
export const KeeperStateSchema = z.strictObject({
  version: z.literal(1),
  setup: z.strictObject({
    play: z.enum(RULE_CHOICES.play),
    table: z.int().min(1).max(1000),
    rules: KeeperRulesSchema,
    rounds: z.int().min(1).max(48),
    scorekeeper: Seat,
  }),
  rounds: z
    .array(z.strictObject({ start: RoundStart, steps: z.array(KeeperStepSchema).max(5000) }))
    .min(1)
    .max(48),
}) satisfies z.ZodType<KeeperState>

/** The solo game's settings, as a new game takes them. */
export const SoloSettingsSchema = z.strictObject({
  target: z.literal(SOLO_TARGETS),
  rounds: z.literal(SOLO_ROUNDS),
  lowTriple7: z.boolean(),
  cpuSpeed: z.enum(CPU_SPEEDS),
  sound: z.boolean(),
}) satisfies z.ZodType<SoloSettings>

/** A solo game as stored. */
export const SoloRecordSchema = z.strictObject({
  version: z.literal(1),
  settings: SoloSettingsSchema,
  seed: z.int().min(0).max(0xffffffff),
  moves: z.int().min(0).max(100_000),
  paused: z.boolean(),
}) satisfies z.ZodType<SoloRecord>

/** The dice roller's choices: how many dice and how they score, which round, the sound. */
export const DiceSettingsSchema = z.strictObject({
  /** The round's number to score for; null follows the night in progress (or round 1). */
  face: Face.nullable(),
  fourDice: z.boolean(),
  lowTriple7: z.boolean(),
  wipeout: z.boolean(),
  sound: z.boolean(),
})

/** A roll of the dice roller, as stored. */
export const DiceRollSchema = z.strictObject({
  dice: z.array(Die).min(3).max(4),
  face: Face,
  /** Counts rolls, so a screen knows a new roll from the same faces rolled again. */
  serial: z.int().min(1),
})

const Minutes = z.int().min(TIMER_MINUTES.min).max(TIMER_MINUTES.max)
const Instant = z.int().min(0).max(8.64e15)

/** The round timer as stored. */
export const RoundTimerSchema = z.strictObject({
  enabled: z.boolean(),
  minutes: Minutes,
  endsAt: Instant.nullable(),
  leftMs: z
    .int()
    .min(0)
    .max(TIMER_MINUTES.max * 60_000),
  sound: z.boolean(),
  bells: z.int().min(0),
  bellAt: Instant.nullable(),
  // a timer saved before the night's clock has no move countdown and is the host's own
  moveEndsAt: Instant.nullable().default(null),
  byRules: z.boolean().default(false),
}) satisfies z.ZodType<RoundTimer>

/** Argument schemas of the tools' calls, one per call. */
export const toolSchemas = {
  keeperStart: KeeperStartSchema,
  keeperStep: z.strictObject({ step: KeeperStepSchema }),
  soloNew: z.strictObject({ settings: SoloSettingsSchema.partial().strict().optional() }),
  soloSettings: SoloSettingsSchema.partial().strict(),
  soloPause: z.strictObject({ paused: z.boolean() }),
  soloSound: z.strictObject({ on: z.boolean() }),
  diceSettings: DiceSettingsSchema.partial().strict(),
  timerSet: z
    .strictObject({ enabled: z.boolean(), minutes: Minutes, sound: z.boolean() })
    .partial(),
}

/** The dice roller's choices. */
export type DiceSettings = z.output<typeof DiceSettingsSchema>
/** A stored roll of the dice roller. */
export type DiceRoll = z.output<typeof DiceRollSchema>
/** How a keeper is started. */
export type KeeperStart = z.output<typeof KeeperStartSchema>
