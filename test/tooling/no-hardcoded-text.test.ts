// Every label must come from the catalogues: no literal words in templates or in label attributes.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from '@vue/compiler-sfc'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../../src/renderer/src')
const LABEL_ATTRS = new Set(['title', 'placeholder', 'aria-label', 'alt', 'label'])

function vueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? vueFiles(join(dir, e.name))
      : e.name.endsWith('.vue')
        ? [join(dir, e.name)]
        : [],
  )
}

interface Node {
  type: number
  content?: unknown
  props?: { type: number; name: string; value?: { content: string } }[]
  children?: Node[]
}

function literalTexts(node: Node, found: string[]): void {
  // 2 = TEXT node, 1 = ELEMENT; 6 = static attribute.
  if (node.type === 2 && typeof node.content === 'string' && /\p{L}/u.test(node.content)) {
    found.push(node.content.trim())
  }
  for (const p of node.props ?? []) {
    if (p.type === 6 && LABEL_ATTRS.has(p.name) && p.value && /\p{L}/u.test(p.value.content)) {
      found.push(`${p.name}="${p.value.content}"`)
    }
  }
  for (const child of node.children ?? []) literalTexts(child, found)
}

describe('templates', () => {
  const files = vueFiles(root)
  it('exist', () => expect(files.length).toBeGreaterThan(0))
  it.each(files.map((f) => [f.slice(root.length + 1), f]))(
    '%s has no hard-coded text',
    (_n, file) => {
      const { descriptor } = parse(readFileSync(file, 'utf8'))
      const found: string[] = []
      if (descriptor.template?.ast) literalTexts(descriptor.template.ast as unknown as Node, found)
      expect(found).toEqual([])
    },
  )
})
