import { RULE_NUMBERS, type NumberRule } from '@shared/bunco'
import { show } from '@shared/bunco/validateRules'
import { translate } from '@shared/i18n'
import { translateProblem } from '@shared/i18n/problems'
import { keyedIssue } from '@shared/schemas/text'
import type { Language } from '@shared/settings'
import type { z } from 'zod'
import { de, en, fr, ja } from 'zod/locales'

const zodLocales = { en: en(), fr: fr(), de: de(), ja: ja() }

/** The outcome of checking a payload: the parsed value, or every problem in plain words. */
export type Checked<T> = { ok: true; data: T } | { ok: false; problems: string[] }

/** Checks a payload against a schema, with problems worded in the host's language. */
export function checkPayload<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  language: Language,
): Checked<z.output<S>> {
  const result = schema.safeParse(payload, {
    error: zodLocales[language].localeError,
    reportInput: true,
  })
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, problems: result.error.issues.map((i) => describeIssue(i, language)) }
}

function isNumberRule(key: PropertyKey | undefined): key is NumberRule {
  return typeof key === 'string' && Object.hasOwn(RULE_NUMBERS, key)
}

/** A house-rule number out of its range, said as the engine says it (with the option's name). */
function ruleRange(issue: z.core.$ZodIssue, language: Language): string | null {
  const key = issue.path.at(-1)
  if (issue.path.at(-2) !== 'rules' || !isNumberRule(key)) return null
  const { min, max } = RULE_NUMBERS[key]
  const got = show(issue.input)
  return translateProblem(language, { code: 'rules.range', params: { option: key, min, max, got } })
}

/** One problem in the host's words, prefixed with where it is in the payload. */
export function describeIssue(issue: z.core.$ZodIssue, language: Language): string {
  const rule = ruleRange(issue, language)
  if (rule !== null) return rule
  const keyed = keyedIssue(issue)
  const said = keyed ? translate(language, keyed.key, keyed.params) : issue.message
  const where = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`))
    .join('')
  // Payloads can carry megabyte strings; never echo more than a line back to the host.
  const message = said.length > 200 ? `${said.slice(0, 200)}…` : said
  return where ? `${where}: ${message}` : message
}
