import { z } from 'zod'
import {
  PRIZE_CATEGORIES,
  PRIZE_TIE_RULES,
  RULE_CHOICES,
  RULE_NUMBERS,
  TIE_BREAKERS,
  TRAVEL_TRIGGERS,
  type HouseRules,
  type NumberRule,
} from '../bunco'

const whole = (key: NumberRule): z.ZodInt =>
  z.int().min(RULE_NUMBERS[key].min).max(RULE_NUMBERS[key].max)

const PrizeSchema = z.strictObject({
  category: z.enum(PRIZE_CATEGORIES),
  enabled: z.boolean(),
  tie: z.enum(PRIZE_TIE_RULES),
})

const DieSchema = z.strictObject({ enabled: z.boolean(), passOn: z.literal(TRAVEL_TRIGGERS) })

/**
 * A complete set of house rules, from the engine's lists and ranges. Every option is named here
 * so that one added to the lists (and so to HouseRules) fails this `satisfies` until it is.
 */
export const HouseRulesSchema = z.strictObject({
  sets: whole('sets'),
  target: whole('target'),
  roundEnd: z.enum(RULE_CHOICES.roundEnd),
  movement: z.enum(RULE_CHOICES.movement),
  partners: z.enum(RULE_CHOICES.partners),
  play: z.enum(RULE_CHOICES.play),
  lowTriple7: z.boolean(),
  wipeout: z.boolean(),
  fourDice: z.boolean(),
  recordMinis: z.boolean(),
  recordWipeouts: z.boolean(),
  onePrizePerPerson: z.boolean(),
  travelingDie: DieSchema,
  prizes: z.array(PrizeSchema).max(PRIZE_CATEGORIES.length),
  tieBreak: z.array(z.enum(TIE_BREAKERS)).max(TIE_BREAKERS.length),
}) satisfies z.ZodType<HouseRules>

/**
 * House rules as a host, a file or a phone may send them: any option may be left out (it takes
 * the default), as may a prize's switch and tie rule. The engine's validateRules completes them
 * and checks what depends on several options.
 */
export const RulesInputSchema = HouseRulesSchema.extend({
  travelingDie: DieSchema.partial(),
  prizes: z.array(PrizeSchema.partial({ enabled: true, tie: true })).max(PRIZE_CATEGORIES.length),
}).partial()

/** House rules as sent, before the engine completes them. */
export type RulesInput = z.output<typeof RulesInputSchema>
