import type { playoffEn } from './en'

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's playoff texts must have. */
export type PlayoffTexts = Texts<typeof playoffEn>
