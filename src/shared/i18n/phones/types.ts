import type { phonesEn } from './en'

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's table-phone texts must have. */
export type PhonesTexts = Texts<typeof phonesEn>
