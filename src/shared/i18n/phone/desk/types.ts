import type { phoneDeskEn } from './en'

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's door-desk texts must have. */
export type PhoneDeskTexts = Texts<typeof phoneDeskEn>
