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

/** Counted words in the language's plural forms (shared with the printed documents). */
export { countText, type PluralText } from '@shared/i18n/plural'

/**
 * Makes `parent`'s children these, in order, moving only what is not in its place: an element kept
 * from the last drawing (a field being typed in) is never taken out and put back.
 */
export function placeChildren(
  parent: HTMLElement,
  children: readonly (HTMLElement | null)[],
): void {
  const wanted = children.filter((c): c is HTMLElement => c !== null)
  const kept = new Set(wanted)
  // the old ones go first, so a kept element is already where it belongs among the new ones
  for (const child of [...parent.children]) if (!kept.has(child as HTMLElement)) child.remove()
  wanted.forEach((child, i) => {
    const here = parent.children[i]
    if (here !== child) parent.insertBefore(child, here ?? null)
  })
}
