// The phones' protocol has one home: both ends import it, the phone page says every refusal the
// server can send, and links, paths and frames round-trip.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { phoneTexts } from '../../../src/shared/i18n/phone'
import {
  PHONE_ERROR_KEYS,
  PHONE_ROUTES,
  STREAM_ENDINGS,
  kindOfPath,
  linkOf,
  phoneLink,
  phonePath,
  routesOf,
  streamFrame,
} from '../../../src/shared/phones/protocol'

const root = resolve(__dirname, '../../..')
const sources = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(join(root, folder, f), 'utf8'))

describe('phone protocol', () => {
  it('has a sentence in every language for every refusal the server sends', () => {
    for (const [language, texts] of Object.entries(phoneTexts)) {
      for (const key of PHONE_ERROR_KEYS) {
        expect(texts.errors[key as keyof typeof texts.errors], `${language} ${key}`).toBeTruthy()
      }
    }
    for (const ending of STREAM_ENDINGS) expect(PHONE_ERROR_KEYS).toContain(ending)
  })

  it('fills a route with a code, and a link carries its kind and code back', () => {
    expect(phonePath('tableResult', 'abc_DEF-123')).toBe('/api/t/abc_DEF-123/result')
    expect(phonePath(routesOf('guest').events, 'g1')).toBe('/api/g/g1/events')
    const link = phoneLink('http://192.0.2.7:4173/', 'table', 'Code123')
    expect(link).toBe('http://192.0.2.7:4173/p/#t=Code123')
    expect(linkOf(new URL(link).hash)).toEqual({ kind: 'table', code: 'Code123' })
    expect(linkOf('#g=Guest9')).toEqual({ kind: 'guest', code: 'Guest9' })
    expect(linkOf('#x=1')).toEqual({ kind: null, code: '' })
    expect(streamFrame('beat')).toBe('event: beat\ndata: {}\n\n')
    expect(kindOfPath('/api/g/abc/events')).toBe('guest')
    expect(kindOfPath('/api/t/abc/result')).toBe('table')
    expect(kindOfPath('/api/v/abc/events')).toBe('tv')
    expect(phonePath(routesOf('tv').view, 'tv1')).toBe('/api/v/tv1')
    expect(linkOf('#v=Tv42')).toEqual({ kind: 'tv', code: 'Tv42' })
  })

  it('is the only place the routes, the header and the events are spelled', () => {
    const phone = sources('src/phone').join('\n')
    const server = sources('src/main/phones').join('\n')
    for (const text of [phone, server]) {
      expect(text).not.toMatch(/['"`]\/api\//)
      expect(text).not.toContain('x-bunco-lang')
      expect(text).not.toMatch(/event: \${|['"`]event: /)
    }
    expect(phone).toContain('@shared/phones/protocol')
    expect(server).toContain('@shared/phones/protocol')
    for (const route of Object.values(PHONE_ROUTES)) expect(route.startsWith('/api/')).toBe(true)
  })
})
