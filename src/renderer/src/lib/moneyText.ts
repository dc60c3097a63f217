import { formatMoney, isCurrency } from '@shared/bunco'
import type { Language } from '@shared/settings'
import { i18n } from '../i18n'

/** The host's language now (reactive: a template that calls this follows a change). */
export function hostLanguage(): Language {
  return i18n.global.locale.value
}

/** An amount in the host's language ("$5.50", "5,50 €", "￥500"). */
export function showMoney(minor: number, currency: string, language = hostLanguage()): string {
  return isCurrency(currency) ? formatMoney(minor, currency, language) : String(minor)
}
