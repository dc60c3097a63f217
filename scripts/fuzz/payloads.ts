// Payloads that are invalid by construction: junk shapes, junk fields, hostile keys, huge text.
import fc from 'fast-check'

const MEGABYTE = 'x'.repeat(1_000_000)
// Fields made to carry any text (a file's content, an import): junk for them must not be text.
const FREE_TEXT = new Set(['content', 'json', 'file'])

const anyJunk: fc.Arbitrary<unknown>[] = [
  fc.constantFrom(
    NaN,
    Infinity,
    -Infinity,
    -1.5,
    1e300,
    true,
    false,
    MEGABYTE,
    '\u0000',
    '\u0007bell',
  ),
  fc.array(fc.anything(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.constantFrom('\u0000junk', 'x-y', '1'), fc.anything(), { minKeys: 1 }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown),
  fc.bigInt(),
]

function kind(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  return value === null ? 'null' : typeof value
}

/** Values a field holding `valid` cannot accept: another type, or text it forbids. */
export function junkFor(key: string, valid: unknown): fc.Arbitrary<unknown> {
  const text = typeof valid === 'string'
  return fc.oneof(...anyJunk).filter((junk) => {
    if (kind(junk) !== kind(valid)) return true
    // Same type: only text that no non-free-text field takes, or objects with forbidden keys.
    if (text) return !FREE_TEXT.has(key) && (junk === MEGABYTE || /\p{Cc}/u.test(junk as string))
    return kind(junk) === 'object'
  })
}

/** Whole payloads that are not objects at all. */
const notAnObject: fc.Arbitrary<unknown> = fc
  .anything()
  .filter((v) => v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v)))

/** Broken versions of a valid payload: a field made junk, an extra or hostile key, no object. */
export function brokenPayloads(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid)
  const rest = keys.length > 0 ? `, ${JSON.stringify(valid).slice(1)}` : '}'
  const variants: fc.Arbitrary<unknown>[] = [
    notAnObject,
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.anything()).map(([k, v]) => ({
      ...valid,
      [`\u0000${k}`]: v,
    })),
    fc.constant(JSON.parse(`{"__proto__": {"admin": true}${rest}`) as unknown),
    fc.constant({ ...valid, constructor: { prototype: { polluted: true } } }),
  ]
  for (const key of keys) {
    variants.push(junkFor(key, valid[key]).map((junk) => ({ ...valid, [key]: junk })))
  }
  return fc.oneof(...variants)
}
