import type { clockEn } from './en'

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's words of the night's clock must have. */
export type ClockTexts = Texts<typeof clockEn>
