import type { phoneEn } from './en'

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's phone-page texts must have. */
export type PhoneTexts = Texts<typeof phoneEn>
