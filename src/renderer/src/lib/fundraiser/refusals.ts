// A fundraiser refusal said beside the field that caused it, in the host's words: amounts as money,
// the field by its name. Checks made here are said by their key; main's own refusals (another
// desk was quicker) come already worded and are said beside the form's button.
import type { AppError } from '@shared/app-error'
import { fundraiserRefusalParams } from '@shared/i18n/fundraiser/params'
import { ref, type Ref } from 'vue'
import { ApiError } from '../../api'
import { sayText } from '../said'
import { hostLanguage } from '../moneyText'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** Where a refusal belongs when it names no field: beside the form's button. */
export const FORM = 'form'

/** The field a refusal is about, by its `field` param or by what its key refuses. */
const BY_KEY: Readonly<Record<string, string>> = {
  'settings.currency': 'currency',
  'registration.name': 'firstName',
  'registration.freePriced': 'free',
  'payment.moreThanDue': 'payment',
  'payment.freeNotZero': 'payment',
  'refund.moreThanPaid': 'refund',
  'raffle.range': 'first',
  'raffle.rangeTooLong': 'first',
  'raffle.rangeOverlap': 'first',
  'raffle.strip': 'stripSize',
  'label.position': 'position',
  'csv.noNameColumn': 'columns',
  'csv.noSuchColumn': 'columns',
  'import.rowNoName': 'file',
}

/** The field a refusal names: its `field` param, the field its key is about, or the form. */
export function refusalField(err: AppError): string {
  const key = err.messageKey.replace(/^errors\.fundraiser\./, '')
  const field = err.params['field']
  if (typeof field === 'string' && field !== 'id' && field !== 'device') return field
  if (key.startsWith('csv.')) return BY_KEY[key] ?? 'file'
  return BY_KEY[key] ?? FORM
}

/** A refusal in the host's language, amounts in the fundraiser's currency. */
export function sayRefusal(err: AppError, currency: string, t: Translate): string {
  const params = fundraiserRefusalParams(err.messageKey, err.params, currency, hostLanguage())
  return sayText({ key: err.messageKey, params }, t)
}

/** A form's refusals, each kept beside its field until the next attempt. */
export interface FieldRefusals {
  said: Ref<Record<string, string>>
  /** Says a refusal checked here beside its field (`slot` maps a field to the form's own). */
  refuse: (err: AppError, slot?: (field: string) => string) => void
  /** Says a text beside a field. */
  say: (field: string, text: string) => void
  /** Says main's refusal, or anything else that failed, beside the form's button (or `field`). */
  failed: (err: unknown, field?: string) => void
  clear: () => void
}

/** Refusals for one form of the fundraiser, said in its currency. */
export function useFieldRefusals(currency: () => string, t: Translate): FieldRefusals {
  const said = ref<Record<string, string>>({})
  const say = (field: string, text: string): void => {
    said.value = { ...said.value, [field]: text }
  }
  return {
    said,
    say,
    refuse: (err, slot = (f) => f) => say(slot(refusalField(err)), sayRefusal(err, currency(), t)),
    failed: (err, field = FORM) => say(field, err instanceof ApiError ? err.message : String(err)),
    clear: () => (said.value = {}),
  }
}
