// A few lines of DOM building, so the page needs no framework (it must stay small for old phones).

type Child = Node | string | null | undefined | false
type Attrs = Record<string, string | number | boolean | null | undefined | ((e: Event) => void)>

/** Creates an element: attributes (on* as listeners, booleans as present/absent) and children. */
export function h(tag: string, attrs: Attrs = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue
    if (typeof value === 'function') el.addEventListener(name.slice(2), value)
    else if (value === true) el.setAttribute(name, '')
    else el.setAttribute(name, String(value))
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    el.append(typeof child === 'string' ? document.createTextNode(child) : child)
  }
  return el
}

/** Fills `{name}` placeholders of a text. */
export function fill(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) =>
    key in params ? String(params[key]) : `{${key}}`,
  )
}

/** A text's plural forms: `one` for what the language counts as one, `other` for the rest. */
export interface PluralText {
  one: string
  other: string
}

/** Fills the form of `forms` the language uses for `n` (`{n}` is the count). */
export function countText(
  forms: PluralText,
  n: number,
  language: string,
  params: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(language).select(n) === 'one' ? forms.one : forms.other
  return fill(form, { n, ...params })
}
