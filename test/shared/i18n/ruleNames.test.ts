// A refusal names a house rule by the label the host reads on the rules form, in every language
// (German "Sätze", never a second word such as "Durchgänge").
import { describe, expect, it } from 'vitest'
import { RULE_CHOICES, RULE_NUMBERS, RULE_TOGGLES } from '../../../src/shared/bunco'
import { messages } from '../../../src/shared/i18n'
import { problemTexts } from '../../../src/shared/i18n/problems'
import { LANGUAGES } from '../../../src/shared/settings'

const OPTIONS = [
  ...Object.keys(RULE_NUMBERS),
  ...Object.keys(RULE_CHOICES),
  ...RULE_TOGGLES,
  'travelingDie',
  'prizes',
  'tieBreak',
]

describe('house-rule names in refusals', () => {
  it.each(LANGUAGES)('are the rules form’s labels (%s)', (language) => {
    const labels = messages[language].rules as unknown as Record<string, string>
    for (const option of OPTIONS) {
      expect(problemTexts[language].names[option], option).toBe(labels[option])
    }
  })
})
