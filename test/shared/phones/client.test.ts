// The one client of the phones' server, over a fake fetch: a typed reply, a refusal with its key,
// no answer at all, and the pass and language each request names.
import { describe, expect, it } from 'vitest'
import { failureOf, phoneClient, type PhoneFetch, type PhoneRequest } from '@shared/phones/client'
import { LANGUAGE_HEADER, PASS_HEADER, type PhoneErrorBody } from '@shared/phones/protocol'
import type { Language } from '@shared/settings'

interface Sent {
  url: string
  init: PhoneRequest
}

/** A fetch that records what it is given and answers `status` with `body` (a string as it is). */
function fakeFetch(status: number, body: unknown): { fetch: PhoneFetch; sent: Sent[] } {
  const sent: Sent[] = []
  const fetch: PhoneFetch = (url, init) => {
    sent.push({ url, init })
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    return Promise.resolve({ status, text: () => Promise.resolve(text) })
  }
  return { fetch, sent }
}

const refusal = (key: PhoneErrorBody['error']['key'], detail: string | null = null) => ({
  error: { key, detail },
})

describe('the phones client', () => {
  it('reads a route’s reply as its type: a GET for a read, no body', async () => {
    const { fetch, sent } = fakeFetch(200, { kept: true })
    const client = phoneClient({ baseUrl: 'http://10.0.0.2:8787/', fetch })
    const got = await client.call('tableLive', 'code-1', {
      round: 1,
      seq: 2,
      points: { NS: 3, EW: 0 },
      buncos: {},
    })
    expect(got).toEqual({ ok: true, status: 200, reply: { kept: true } })
    // typed: `kept` is the live route's reply, read without a cast
    if (got.ok) expect(got.reply.kept).toBe(true)
    expect(sent[0]?.url).toBe('http://10.0.0.2:8787/api/t/code-1/live')
    expect(sent[0]?.init.method).toBe('POST')
    expect(sent[0]?.init.headers['content-type']).toBe('application/json')
    expect(JSON.parse(sent[0]?.init.body ?? '')).toEqual({
      round: 1,
      seq: 2,
      points: { NS: 3, EW: 0 },
      buncos: {},
    })

    const read = fakeFetch(200, { title: 'Night' })
    await phoneClient({ baseUrl: '', fetch: read.fetch }).call('guestView', 'g/1', null)
    expect(read.sent[0]).toEqual({ url: '/api/g/g%2F1', init: { method: 'GET', headers: {} } })
  })

  it('says a refusal by its key and detail, with its status', async () => {
    const { fetch } = fakeFetch(409, refusal('joinedElsewhere', '3'))
    const got = await phoneClient({ baseUrl: '', fetch }).call('tableResult', 'c', {
      key: 'result-0001',
      round: 1,
      winner: 'NS',
    })
    expect(got).toEqual({ ok: false, status: 409, error: { key: 'joinedElsewhere', detail: '3' } })
  })

  it('says a refusal without a key of ours by its status', async () => {
    expect(failureOf(503, 'no json')).toEqual({ key: 'server', detail: null })
    expect(failureOf(404, { statusCode: 404, error: 'Not Found' })).toEqual({
      key: 'invalid',
      detail: null,
    })
    expect(failureOf(400, refusal('refused', 'a tie needs a roll-off'))).toEqual({
      key: 'refused',
      detail: 'a tie needs a roll-off',
    })
    expect(failureOf(409, { error: { key: 'notOurs', detail: 7 } })).toEqual({
      key: 'invalid',
      detail: null,
    })
    const cut = fakeFetch(500, '<html>')
    expect(await phoneClient({ baseUrl: '', fetch: cut.fetch }).call('tvView', 'v', null)).toEqual({
      ok: false,
      status: 500,
      error: { key: 'server', detail: null },
    })
    // a success the server could not have sent (not JSON) is its fault
    const odd = fakeFetch(200, '')
    expect(await phoneClient({ baseUrl: '', fetch: odd.fetch }).call('tvView', 'v', null)).toEqual({
      ok: false,
      status: 200,
      error: { key: 'server', detail: null },
    })
  })

  it('says no answer as `offline`, status 0, and why; never rejects', async () => {
    const fetch: PhoneFetch = () => Promise.reject(new TypeError('Failed to fetch'))
    const client = phoneClient({ baseUrl: '', fetch })
    expect(await client.call('tableView', 'c', null)).toEqual({
      ok: false,
      status: 0,
      error: { key: 'offline', detail: 'Failed to fetch' },
    })
    // the raw send leaves it to its caller
    await expect(client.sendRaw('tableResult', 'c', '{"key":')).rejects.toThrow('Failed to fetch')
  })

  it('sends the pass and the language it is told at each call, and none when there is none', async () => {
    const { fetch, sent } = fakeFetch(200, { status: 'applied', flagged: false, repeated: false })
    let pass: string | null = null
    let language: Language = 'fr'
    const client = phoneClient({ baseUrl: '', fetch, pass: () => pass, language: () => language })
    await client.call('tableConfirm', 'c', { key: 'result-0001', answer: 'right' })
    pass = 'pass-1'
    language = 'ja'
    await client.call('tableConfirm', 'c', { key: 'result-0001', answer: 'wrong' })
    expect(sent.map((s) => s.init.headers)).toEqual([
      { [LANGUAGE_HEADER]: 'fr', 'content-type': 'application/json' },
      { [LANGUAGE_HEADER]: 'ja', [PASS_HEADER]: 'pass-1', 'content-type': 'application/json' },
    ])
    expect(client.streamUrl('table', 'c')).toBe('/api/t/c/events?phone=pass-1')
    pass = null
    expect(client.streamUrl('tv', 'v')).toBe('/api/v/v/events')
  })

  it('asks for a pass with the code’s kind, as a phone without one', async () => {
    const { fetch, sent } = fakeFetch(200, { pass: 'new-pass' })
    const client = phoneClient({ baseUrl: 'http://h', fetch, pass: () => 'old-pass' })
    const got = await client.askPass('tv', 'v-code')
    expect(got).toEqual({ ok: true, status: 200, reply: { pass: 'new-pass' } })
    expect(sent[0]).toEqual({
      url: 'http://h/api/v/v-code/pass',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    })
  })

  it('sends a raw body as it is, and answers its status and text unread', async () => {
    const { fetch, sent } = fakeFetch(400, refusal('invalid'))
    const client = phoneClient({ baseUrl: '', fetch, pass: () => 'p' })
    expect(await client.sendRaw('tableResult', 'c', '{"key":')).toEqual({
      status: 400,
      text: JSON.stringify(refusal('invalid')),
    })
    await client.sendRaw('tableLive', 'c', { round: 'one' })
    await client.sendRaw('tableView', 'c')
    expect(sent.map((s) => [s.init.method, s.init.body])).toEqual([
      ['POST', '{"key":'],
      ['POST', '{"round":"one"}'],
      ['GET', undefined],
    ])
    expect(sent[2]?.init.headers).toEqual({ [PASS_HEADER]: 'p' })
  })
})
