// The requests `npm run lan-attack` throws at the phones' server, by category. Every one of them
// must be refused: none may write, and none may get a 2xx with data (the phone page's own files
// at /p/ excepted). Bodies that would be valid are sent on purpose where the code is the thing
// being tested (a wrong, revoked, finished or mismatched code), so only the code refuses them.
import { randomBytes } from 'node:crypto'
import { PASS_HEADER } from '../../src/shared/phones/protocol'
import type { Setup } from './protocol'

/** One attack request: sent with node:http as written (no URL normalising), or raw bytes. */
export interface Attack {
  category: Category
  method: string
  /** Sent exactly as written: `..` and `%2e` reach the server as they are. */
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** Bytes written as they are on a fresh socket, instead of an HTTP request. */
  raw?: string
}

export const CATEGORIES = [
  'noCode',
  'wrongCode',
  'mismatched',
  'revoked',
  'tvCode',
  'deskCode',
  'finished',
  'deletedNight',
  'pastRound',
  'replayedKey',
  'confirm',
  'oversized',
  'malformed',
  'traversal',
  'methods',
  'rawGarbage',
  'dnsRebinding',
] as const

export type Category = (typeof CATEGORIES)[number]

const JSON_TYPE: Record<string, string> = { 'content-type': 'application/json' }

/** A code of the right shape that no night has: 128 random bits, like a real one. */
export function randomCode(): string {
  return randomBytes(16).toString('base64url')
}

function freshKey(): string {
  return `atk-${randomBytes(12).toString('base64url')}`
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T
}

type Post = (category: Category, path: string, body: string | Buffer) => Attack
type Get = (category: Category, path: string) => Attack

/** Every fundraiser action a door desk may not send, each valid for the organiser's contract. */
const NOT_THE_DOOR = [
  { type: 'register', firstName: 'Mallory', lastName: 'X', kind: 'free' },
  { type: 'refund', paymentId: 'pay1', amountMinor: 100 },
  { type: 'donation', amountMinor: 100, donor: null, method: 'cash' },
  { type: 'ticketSale', game: 'raffle', first: 1, last: 10, seller: 'M', method: 'cash' },
  { type: 'prize', name: 'A basket' },
  { type: 'draw', game: 'fiftyFifty' },
  { type: 'unclaimed', game: 'raffle', drawId: 'draw1' },
  { type: 'payout', kind: 'prize', amountMinor: 100, method: 'cash' },
  { type: 'settings', settings: {} },
]

/**
 * A door desk's code anywhere but the door (every other kind's routes, any other action, another
 * device's name, a path that is not a desk's), and every other code on the desk's routes.
 */
function deskCodeAttacks(setup: Setup, post: Post, get: Get, valid: () => string): Attack[] {
  const desk = setup.desk.live
  const checkIn = (): string =>
    JSON.stringify({ key: freshKey(), action: { type: 'checkIn', registrationId: 'r2' } })
  const others = [setup.tables['1'] as string, setup.guest, setup.tv, setup.desk.revoked]
  return [
    ...['t', 'g', 'v'].flatMap((k) => [
      get('deskCode', `/api/${k}/${desk}`),
      get('deskCode', `/api/${k}/${desk}/events`),
    ]),
    // a slide's picture is the TV's alone
    get('deskCode', `/api/v/${desk}/slides/1`),
    ...['result', 'confirm', 'live', 'pass'].map((r) =>
      post('deskCode', `/api/t/${desk}/${r}`, valid()),
    ),
    post('deskCode', `/api/g/${desk}/pass`, '{}'),
    post('deskCode', `/api/v/${desk}/pass`, '{}'),
    ...others.flatMap((code) => [
      get('deskCode', `/api/d/${code}`),
      get('deskCode', `/api/d/${code}/events`),
      post('deskCode', `/api/d/${code}/act`, checkIn()),
    ]),
    post('deskCode', `/api/d/${setup.desk.revoked}/pass`, '{}'),
    post('deskCode', `/api/d/${randomCode()}/act`, checkIn()),
    ...NOT_THE_DOOR.map((action) =>
      post('deskCode', `/api/d/${desk}/act`, JSON.stringify({ key: freshKey(), action })),
    ),
    // the door's own action, claiming another device or carrying more than it takes
    post(
      'deskCode',
      `/api/d/${desk}/act`,
      JSON.stringify({
        key: freshKey(),
        action: { type: 'noShow', registrationId: 'r2', deviceId: 'laptop-x' },
      }),
    ),
    post(
      'deskCode',
      `/api/d/${desk}/act`,
      JSON.stringify({ key: freshKey(), action: { type: 'checkIn' } }),
    ),
    post(
      'deskCode',
      `/api/d/${desk}/act`,
      JSON.stringify({ action: { type: 'noShow', registrationId: 'r2' } }),
    ),
    ...['draw', 'report', 'fundraiser', `act/../../v/${setup.tv}`].flatMap((rest) => [
      get('deskCode', `/api/d/${desk}/${rest}`),
      post('deskCode', `/api/d/${desk}/${rest}`, checkIn()),
    ]),
    {
      category: 'deskCode',
      method: 'PUT',
      path: `/api/d/${desk}/act`,
      headers: JSON_TYPE,
      body: checkIn(),
    },
    { category: 'deskCode', method: 'DELETE', path: `/api/d/${desk}` },
  ]
}

/** Every variant of every category; fresh codes and keys on each call. */
export function catalogue(setup: Setup, legitKey: string | null): Record<Category, Attack[]> {
  const table1 = setup.tables['1'] as string
  // bad requests go with table 1's live code (table 3's phone is the legit one); table 2's is kept
  // for another phone's key, so its own allowance is left once that key exists
  const table2 = setup.tables['2'] as string
  const round = setup.round
  // a result that is valid for the round in play: only the code may refuse it
  const valid = (): string => JSON.stringify({ key: freshKey(), round, winner: pick(['NS', 'EW']) })
  // the other team's answer about a result, by its key
  const answer = (key: string, said: string): string => JSON.stringify({ key, answer: said })
  // every POST carries a pass of the attacker's own: only what each category tests refuses it
  const post = (category: Category, path: string, body: string | Buffer, headers = JSON_TYPE) => ({
    category,
    method: 'POST',
    path,
    headers: { ...headers, [PASS_HEADER]: setup.attacker },
    body,
  })
  const get = (category: Category, path: string, headers?: Record<string, string>) => ({
    category,
    method: 'GET',
    path,
    ...(headers ? { headers } : {}),
  })
  const wrong = randomCode()
  const port = new URL(setup.url).port
  // a page on the internet whose name now points here: the browser sends that name as Host
  const rebind = (host: string, method: string, path: string, body?: string): Attack => ({
    category: 'dnsRebinding',
    method,
    path,
    headers: { host, ...(body ? JSON_TYPE : {}) },
    ...(body ? { body } : {}),
  })
  const rebindHosts = [
    'evil.example',
    `evil.example:${port}`,
    `attacker.test:${port}`,
    `127.0.0.1.evil.example:${port}`,
    `localhost.attacker.test:${port}`,
    `127.0.0.1:${Number(port) + 1}`,
    '',
  ]
  const traversalTargets = ['package.json', 'canary.txt', 'data/bunco.sqlite', 'etc/passwd']
  const up = pick(traversalTargets)

  return {
    noCode: [
      get('noCode', '/api/t/'),
      get('noCode', '/api/t'),
      get('noCode', '/api/t//events'),
      post('noCode', '/api/t//result', valid()),
      post('noCode', '/api/t/%20/result', valid()),
      get('noCode', '/api/g/'),
      get('noCode', '/api/g//events'),
      get('noCode', '/api/'),
      get('noCode', '/api/t/undefined'),
      get('noCode', '/api/t/null/events'),
    ],
    wrongCode: [
      get('wrongCode', `/api/t/${wrong}`),
      get('wrongCode', `/api/t/${randomCode()}/events`),
      post('wrongCode', `/api/t/${randomCode()}/result`, valid()),
      get('wrongCode', `/api/g/${randomCode()}`),
      get('wrongCode', `/api/g/${randomCode()}/events`),
      // one character off a live code, and a live code in another case
      get('wrongCode', `/api/t/${table1.slice(0, -1)}${table1.endsWith('A') ? 'B' : 'A'}`),
      post('wrongCode', `/api/t/${table1.toUpperCase()}x/result`, valid()),
      get('wrongCode', `/api/t/${table1.slice(0, 21)}`),
      get('wrongCode', `/api/t/${table1}A`),
      get('wrongCode', `/api/t/${encodeURIComponent(`${table1.slice(0, 20)}/.`)}`),
    ],
    mismatched: [
      // a guest's code where a table's is expected, and a table's where a guest's is
      get('mismatched', `/api/t/${setup.guest}`),
      get('mismatched', `/api/t/${setup.guest}/events`),
      post('mismatched', `/api/t/${setup.guest}/result`, valid()),
      get('mismatched', `/api/g/${table1}`),
      get('mismatched', `/api/g/${table1}/events`),
      post('mismatched', `/api/g/${table1}/result`, valid()),
    ],
    revoked: [
      get('revoked', `/api/t/${setup.revoked}`),
      get('revoked', `/api/t/${setup.revoked}/events`),
      post('revoked', `/api/t/${setup.revoked}/result`, valid()),
    ],
    tvCode: [
      // the TV's live code only reads its own page: never a table's or a guest's, never a result
      get('tvCode', `/api/t/${setup.tv}`),
      get('tvCode', `/api/t/${setup.tv}/events`),
      post('tvCode', `/api/t/${setup.tv}/result`, valid()),
      get('tvCode', `/api/g/${setup.tv}`),
      get('tvCode', `/api/g/${setup.tv}/events`),
      post('tvCode', `/api/v/${setup.tv}`, valid()),
      post('tvCode', `/api/v/${setup.tv}/result`, valid()),
      { category: 'tvCode', method: 'PUT', path: `/api/v/${setup.tv}`, body: valid() },
      { category: 'tvCode', method: 'DELETE', path: `/api/v/${setup.tv}` },
      // a table's or a guest's code on the TV's routes
      get('tvCode', `/api/v/${table1}`),
      get('tvCode', `/api/v/${setup.guest}/events`),
      // the TV's code the host replaced, and a TV code of the right shape no night has
      get('tvCode', `/api/v/${setup.revokedTv}`),
      get('tvCode', `/api/v/${setup.revokedTv}/events`),
      post('tvCode', `/api/t/${setup.revokedTv}/result`, valid()),
      get('tvCode', `/api/v/${randomCode()}`),
      // a slide's picture: for the TV's live code only, read only, on the TV's routes only
      get('tvCode', `/api/v/${table1}/slides/1`),
      get('tvCode', `/api/v/${setup.guest}/slides/1`),
      get('tvCode', `/api/v/${setup.revokedTv}/slides/1`),
      get('tvCode', `/api/v/${randomCode()}/slides/1`),
      get('tvCode', `/api/t/${table1}/slides/1`),
      get('tvCode', `/api/g/${setup.guest}/slides/1`),
      post('tvCode', `/api/v/${setup.tv}/slides/1`, valid()),
      { category: 'tvCode', method: 'DELETE', path: `/api/v/${setup.tv}/slides/1` },
    ],
    deskCode: deskCodeAttacks(setup, post, get, valid),
    finished: [
      get('finished', `/api/v/${setup.finished.tv}`),
      get('finished', `/api/v/${setup.finished.tv}/events`),
      get('finished', `/api/v/${setup.finished.tv}/slides/1`),
      get('finished', `/api/t/${setup.finished.table}`),
      get('finished', `/api/t/${setup.finished.table}/events`),
      post('finished', `/api/t/${setup.finished.table}/result`, valid()),
      post(
        'finished',
        `/api/t/${setup.finished.table}/result`,
        JSON.stringify({ key: freshKey(), round: 1, winner: 'NS' }),
      ),
      get('finished', `/api/g/${setup.finished.guest}`),
      get('finished', `/api/g/${setup.finished.guest}/events`),
    ],
    deletedNight: [
      // the codes of a night deleted while its phones were on
      get('deletedNight', `/api/t/${setup.deleted.table}`),
      get('deletedNight', `/api/t/${setup.deleted.table}/events`),
      post('deletedNight', `/api/t/${setup.deleted.table}/result`, valid()),
      get('deletedNight', `/api/g/${setup.deleted.guest}`),
      get('deletedNight', `/api/g/${setup.deleted.guest}/events`),
    ],
    pastRound: [
      // a live table's code with a result for a round that is not the one in play
      post(
        'pastRound',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round: round - 1, winner: 'NS' }),
      ),
      post(
        'pastRound',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round: round + 1, winner: 'EW' }),
      ),
      post(
        'pastRound',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round: 1000, winner: 'NS', rollOff: true }),
      ),
    ],
    replayedKey: legitKey
      ? [
          // another table's phone sending the key table 3's phone used: refused, not repeated
          post(
            'replayedKey',
            `/api/t/${table2}/result`,
            JSON.stringify({ key: legitKey, round, winner: 'EW' }),
          ),
        ]
      : [],
    confirm: [
      // another table's code with a result's key: table 2's, table 1's, the legit phone's, none
      post('confirm', `/api/t/${table1}/confirm`, answer(setup.confirm.answered, 'right')),
      post('confirm', `/api/t/${table2}/confirm`, answer(setup.confirm.afterHost, 'right')),
      ...(legitKey ? [post('confirm', `/api/t/${table1}/confirm`, answer(legitKey, 'wrong'))] : []),
      post('confirm', `/api/t/${table1}/confirm`, answer(freshKey(), 'right')),
      // a replayed confirm: the same outcome said again, nothing counted twice
      post('confirm', `/api/t/${table2}/confirm`, answer(setup.confirm.answered, 'right')),
      post('confirm', `/api/t/${table2}/confirm`, answer(setup.confirm.answered, 'wrong')),
      // after the host's own entry for the table: the host's entry wins
      post('confirm', `/api/t/${table1}/confirm`, answer(setup.confirm.afterHost, 'right')),
      post('confirm', `/api/t/${table1}/confirm`, answer(setup.confirm.afterHost, 'wrong')),
      // dead and wrong codes, and bodies that are not an answer
      post('confirm', `/api/t/${setup.revoked}/confirm`, answer(setup.confirm.answered, 'right')),
      post('confirm', `/api/t/${setup.guest}/confirm`, answer(setup.confirm.afterHost, 'right')),
      post('confirm', `/api/t/${setup.finished.table}/confirm`, answer(freshKey(), 'right')),
      post('confirm', `/api/t/${randomCode()}/confirm`, answer(setup.confirm.afterHost, 'right')),
      post('confirm', `/api/t/${table1}/confirm`, answer(setup.confirm.afterHost, 'maybe')),
      post(
        'confirm',
        `/api/t/${table1}/confirm`,
        JSON.stringify({ key: setup.confirm.afterHost, answer: 'right', round }),
      ),
      post('confirm', `/api/t/${table1}/confirm`, valid()),
      post('confirm', `/api/t/${table1}/confirm`, '{"key":'),
    ],
    oversized: [
      post(
        'oversized',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round, winner: 'NS', pad: 'x'.repeat(17 * 1024) }),
      ),
      post('oversized', `/api/t/${randomCode()}/result`, Buffer.alloc(64 * 1024, 0x20)),
      post(
        'oversized',
        `/api/t/${table1}/result`,
        `{"key":"${freshKey()}","round":${round},"winner":"NS","points":{"NS":${'9'.repeat(20_000)},"EW":1}}`,
      ),
      post('oversized', `/api/t/${table1}/result`, Buffer.alloc(256 * 1024, 0x7b), {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      }),
    ],
    malformed: [
      post('malformed', `/api/t/${table1}/result`, '{"key":'),
      post('malformed', `/api/t/${table1}/result`, 'not json at all'),
      post('malformed', `/api/t/${table1}/result`, ''),
      post('malformed', `/api/t/${table1}/result`, 'null'),
      post('malformed', `/api/t/${table1}/result`, '[]'),
      post('malformed', `/api/t/${table1}/result`, '"NS"'),
      post('malformed', `/api/t/${table1}/result`, valid(), { 'content-type': 'text/plain' }),
      post('malformed', `/api/t/${table1}/result`, valid(), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round: String(round), winner: 'NS' }),
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round, winner: 'XX' }),
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: 'short', round, winner: 'NS' }),
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: '../../etc/passwd', round, winner: 'NS' }),
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round: round + 0.5, winner: 'NS' }),
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round, winner: 'NS', points: { NS: -1, EW: 21 } }),
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round, winner: 'NS', buncos: { X: 1 } }),
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round, winner: 'NS', table: 3 }),
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        `{"key":"${freshKey()}","round":${round},"winner":"NS","__proto__":{"polluted":1}}`,
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        `{"key":"${freshKey()}","round":${round},"winner":"NS","constructor":{"prototype":{"x":1}}}`,
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        `{"key":"${freshKey()}","round":${round},"winner":"NS","winner":"XX"}`,
      ),
      post(
        'malformed',
        `/api/t/${table1}/result`,
        JSON.stringify({ key: freshKey(), round, winner: 'NS', points: { NS: 21, EW: 21 } }),
      ),
      post('malformed', `/api/t/${table1}/result`, '\u0000\u0001\u0002'),
      post('malformed', `/api/t/${table1}/result`, `${'['.repeat(5000)}${']'.repeat(5000)}`),
    ],
    traversal: [
      get('traversal', `/p/../${up}`),
      get('traversal', `/p/../../${up}`),
      get('traversal', `/p/../../../../../../../../${up}`),
      get('traversal', `/p/%2e%2e/%2e%2e/${up}`),
      get('traversal', `/p/%2E%2E/canary.txt`),
      get('traversal', `/p/..%2f..%2f${up}`),
      get('traversal', `/p/..%2fcanary.txt`),
      get('traversal', `/p/%2e%2e%2fcanary.txt`),
      get('traversal', `/p/%252e%252e/canary.txt`),
      get('traversal', `/p/..%5ccanary.txt`),
      get('traversal', `/p/..\\canary.txt`),
      get('traversal', `/p/%c0%ae%c0%ae/canary.txt`),
      get('traversal', `/p/....//canary.txt`),
      get('traversal', `/p//etc/passwd`),
      get('traversal', `/p/%2fetc%2fpasswd`),
      get('traversal', `/p/${encodeURIComponent(process.cwd())}%2fpackage.json`),
      get('traversal', `/p/.secret`),
      get('traversal', `/p/%2esecret`),
      get('traversal', `/p/./.secret`),
      get('traversal', `/p/index.html/../../canary.txt`),
      get('traversal', `/p/index.html%00.js`),
      get('traversal', `/../canary.txt`),
      get('traversal', `//etc/passwd`),
      get('traversal', `/p/?../../canary.txt`),
    ],
    methods: [
      {
        category: 'methods',
        method: 'PUT',
        path: `/api/t/${table1}/result`,
        headers: JSON_TYPE,
        body: valid(),
      },
      { category: 'methods', method: 'DELETE', path: `/api/t/${table1}` },
      {
        category: 'methods',
        method: 'PATCH',
        path: `/api/t/${table1}/result`,
        headers: JSON_TYPE,
        body: valid(),
      },
      post('methods', `/api/t/${table1}`, valid()),
      post('methods', `/api/g/${setup.guest}`, valid()),
      { category: 'methods', method: 'OPTIONS', path: `/api/t/${table1}/result` },
      { category: 'methods', method: 'TRACE', path: '/' },
      get('methods', `/api/t/${'A'.repeat(5000)}`),
      get('methods', `/api/t/${randomCode()}`, { 'x-filler': 'y'.repeat(20_000) }),
      get('methods', `/api/t/${randomCode()}`, { 'x-forwarded-for': '10.0.0.9' }),
    ],
    dnsRebinding: [
      ...rebindHosts.flatMap((host) => [
        rebind(host, 'GET', `/api/t/${table1}`),
        rebind(host, 'GET', `/api/t/${table1}/events`),
        rebind(host, 'POST', `/api/t/${table1}/result`, valid()),
        rebind(host, 'GET', `/api/g/${setup.guest}`),
        rebind(host, 'GET', '/p/'),
      ]),
      {
        category: 'dnsRebinding',
        method: 'RAW',
        path: '',
        // no Host at all, in HTTP/1.0 (which Node lets through without one)
        raw: `GET /api/t/${table1} HTTP/1.0\r\n\r\n`,
      },
    ],
    rawGarbage: [
      { category: 'rawGarbage', method: 'RAW', path: '', raw: 'GARBAGE\r\n\r\n' },
      {
        category: 'rawGarbage',
        method: 'RAW',
        path: '',
        raw: `GET /api/t/${randomCode()} HTTP/9.9\r\nHost: x\r\n\r\n`,
      },
      {
        category: 'rawGarbage',
        method: 'RAW',
        path: '',
        // request smuggling: both a length and chunks, a second request hidden in the body
        raw:
          `POST /api/t/${randomCode()}/result HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/t/${table1} HTTP/1.1\r\nHost: x\r\n\r\n`,
      },
      {
        category: 'rawGarbage',
        method: 'RAW',
        path: '',
        raw: `GET /api/t/${randomCode()}\r\n\r\n`,
      },
      {
        category: 'rawGarbage',
        method: 'RAW',
        path: '',
        raw: `GET /p/../../canary.txt HTTP/1.0\r\n\r\n`,
      },
      {
        category: 'rawGarbage',
        method: 'RAW',
        path: '',
        raw: `GET /api/t/${randomCode()} HTTP/1.1\r\nHost: x\r\nX: a\u0000b\r\n\r\n`,
      },
    ],
  }
}
