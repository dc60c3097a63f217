// The renderer's global CSS (src/renderer/src/styles) holds tokens, the reset, base elements and
// the layout classes several components share; a class one component alone uses belongs in that
// component's <style scoped>. Only main.ts imports the global files.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parse } from 'vue/compiler-sfc'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const renderer = join(root, 'src/renderer/src')
const styles = join(renderer, 'styles')
/** Base classes allowed in the global files whatever the count: the kinds of button. */
const BASE_CLASSES = ['primary', 'big', 'link']
const MIN_USERS = 2

/** The class names a stylesheet's selectors name (inside @media too; not @keyframes steps). */
function selectorClasses(css: string): Set<string> {
  const found = new Set<string>()
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/'[^']*'|"[^"]*"/g, "''")
  for (const [, selector = ''] of text.matchAll(/([^{};]+)\{/g)) {
    if (selector.trim().startsWith('@')) continue
    for (const [, name = ''] of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) found.add(name)
  }
  return found
}

interface TemplateNode {
  props?: {
    type: number
    name: string
    value?: { content: string }
    arg?: unknown
    exp?: unknown
  }[]
  children?: TemplateNode[]
}

/**
 * The classes a component's template sets: static `class`, and in `:class` bindings the quoted
 * names, object keys and the fixed start of a template string (`seat-${x}` gives `seat-*`).
 */
function templateClasses(source: string): Set<string> {
  const found = new Set<string>()
  const ast = parse(source).descriptor.template?.ast as TemplateNode | undefined
  const visit = (node: TemplateNode): void => {
    for (const prop of node.props ?? []) {
      if (prop.type === 6 && prop.name === 'class') {
        for (const name of prop.value?.content.split(/\s+/) ?? []) if (name) found.add(name)
      }
      const arg = (prop.arg as { content?: string } | undefined)?.content
      const exp = (prop.exp as { content?: string } | undefined)?.content
      if (prop.type === 7 && prop.name === 'bind' && arg === 'class' && exp) {
        for (const [, names = ''] of exp.matchAll(/'([^']*)'/g))
          for (const name of names.split(/\s+/)) if (name) found.add(name)
        for (const [, start = ''] of exp.matchAll(/`([\w-]*)\$\{/g)) found.add(`${start}*`)
        for (const [, key = ''] of exp.matchAll(/(?<!\$)[{,]\s*([\w-]+)\s*(?=[:,}])/g))
          found.add(key)
      }
    }
    for (const child of node.children ?? []) visit(child)
  }
  if (ast) visit(ast)
  return found
}

function files(folder: string, ending: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => join(folder, file))
}

/** For each class, the components whose templates set it. */
function classUsers(): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>()
  for (const file of files(renderer, '.vue')) {
    const name = relative(renderer, file)
    for (const cls of templateClasses(readFileSync(file, 'utf8'))) {
      users.set(cls, (users.get(cls) ?? new Set()).add(name))
    }
  }
  return users
}

/** The classes of these stylesheets used by fewer than MIN_USERS components, with their users. */
function componentClasses(
  sheets: Record<string, string>,
  users: Map<string, Set<string>>,
): string[] {
  const wildcards = [...users.keys()].filter((c) => c.endsWith('*'))
  const usersOf = (cls: string): string[] => {
    const direct = users.get(cls)
    if (direct) return [...direct]
    const prefix = wildcards.find((w) => cls.startsWith(w.slice(0, -1)))
    return prefix ? [...(users.get(prefix) ?? [])] : []
  }
  return Object.entries(sheets).flatMap(([sheet, css]) =>
    [...selectorClasses(css)]
      .filter((cls) => !BASE_CLASSES.includes(cls))
      .map((cls) => ({ cls, users: usersOf(cls) }))
      .filter(({ users: list }) => list.length < MIN_USERS)
      .map(({ cls, users: list }) => `${sheet}: .${cls} (${list.join(', ') || 'no component'})`),
  )
}

describe('global styles', () => {
  it(`name only classes that ${MIN_USERS} or more components use, or base classes`, () => {
    const sheets = Object.fromEntries(
      files(styles, '.css').map((file) => [relative(styles, file), readFileSync(file, 'utf8')]),
    )
    expect(Object.keys(sheets).length).toBeGreaterThan(0)
    expect(componentClasses(sheets, classUsers())).toEqual([])
  })

  it('stay small: each global stylesheet is at most 400 lines', () => {
    const long = files(styles, '.css')
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 400)
    expect(long).toEqual([])
  })

  it('are imported by main.ts alone', () => {
    const importers = [...files(renderer, '.vue'), ...files(renderer, '.ts')]
      .filter((file) => /['"][./]*styles\/[\w-]+\.css['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(renderer, file))
    expect(importers).toEqual(['main.ts'])
  })

  it('finds the classes of a template and flags a class one component alone uses', () => {
    const sfc = `<template><div class="a b" :class="['c d', { e: x, f }, \`g-\${y}\`]" /></template>`
    expect([...templateClasses(sfc)].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g-*'])
    const users = new Map([
      ['shared', new Set(['One.vue', 'Two.vue'])],
      ['alone', new Set(['One.vue'])],
      ['g-*', new Set(['One.vue', 'Two.vue'])],
    ])
    const css = '@media (x) { .shared .alone > p { } }\n.g-N, .primary { }\n/* .gone */'
    expect(componentClasses({ 'x.css': css }, users)).toEqual(['x.css: .alone (One.vue)'])
  })
})
