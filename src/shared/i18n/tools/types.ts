import type { toolsEn } from './en'

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's tool texts must have: English's keys, any words. */
export type ToolTexts = Texts<typeof toolsEn>
