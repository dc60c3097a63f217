import type { fundraiserEn } from './en'
import type { fundraiserErrorsEn } from './errorsEn'
import type { fundraiserScreenEn } from './screenEn'

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's fundraiser texts must have. */
export type FundraiserTexts = Texts<typeof fundraiserEn>
/** The shape every language's fundraiser refusals must have. */
export type FundraiserErrorTexts = Texts<typeof fundraiserErrorsEn>
/** The shape every language's words of the fundraiser's screens must have. */
export type FundraiserScreenTexts = Texts<typeof fundraiserScreenEn>
