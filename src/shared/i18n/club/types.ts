import type { clubEn } from './en'

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's club texts must have. */
export type ClubTexts = Texts<typeof clubEn>
