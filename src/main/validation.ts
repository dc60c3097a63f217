import { DEFAULT_RULES } from '@shared/bunco'
import { rulesProblems } from '@shared/bunco/rulesProblems'
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
  return {
    ok: false,
    problems: result.error.issues.map((i) => describeIssue(i, language, payload)),
  }
}

/** An issue inside house rules, said as the engine says it (with the option's name). */
function ruleProblems(issue: z.core.$ZodIssue, payload: unknown, language: Language): string[] {
  const at = issue.path.lastIndexOf('rules')
  const option = issue.path[at + 1]
  const known = option === undefined || (typeof option === 'string' && option in DEFAULT_RULES)
  // an unknown option keeps zod's wording with its place in the payload (a file's reader needs it)
  if (at < 0 || !known || issue.code === 'unrecognized_keys') return []
  const root = issue.path
    .slice(0, at + 1)
    .reduce<unknown>(
      (value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key],
      payload,
    )
  const inRules = { ...issue, path: issue.path.slice(at + 1) }
  return rulesProblems([inRules], root).map((p) => translateProblem(language, p))
}

/** One problem in the host's words, prefixed with where it is in the payload. */
export function describeIssue(
  issue: z.core.$ZodIssue,
  language: Language,
  payload?: unknown,
): string {
  const rule = ruleProblems(issue, payload, language)
  if (rule.length > 0) return rule.join(' ')
  const keyed = keyedIssue(issue)
  const said = keyed ? translate(language, keyed.key, keyed.params) : issue.message
  const where = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`))
    .join('')
  // Payloads can carry megabyte strings; never echo more than a line back to the host.
  const message = said.length > 200 ? `${said.slice(0, 200)}…` : said
  return where ? `${where}: ${message}` : message
}
