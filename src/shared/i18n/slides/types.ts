import type { slidesEn } from './en'

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's slides texts must have: English's keys, any words. */
export type SlidesTexts = Texts<typeof slidesEn>
