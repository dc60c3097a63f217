import { z } from 'zod'
import { LANGUAGES, PAPER_SIZES, TEXT_SIZES, THEMES, type Settings } from '../settings'

/** Schema of the host's saved preferences (every field required). */
export const SettingsSchema = z.strictObject({
  language: z.enum(LANGUAGES),
  paperSize: z.enum(PAPER_SIZES),
  theme: z.enum(THEMES),
  textSize: z.enum(TEXT_SIZES),
}) satisfies z.ZodType<Settings>

/** Schema of a change to the preferences: any subset of the fields, nothing else. */
export const SettingsPatchSchema = SettingsSchema.partial().strict()
