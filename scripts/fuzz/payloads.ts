// Payloads that are invalid by construction: junk shapes, junk fields, hostile keys, huge text.
import fc from 'fast-check'

const MEGABYTE = 'x'.repeat(1_000_000)

/** Values no field of the contract accepts (never undefined, never an empty object). */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    NaN,
    Infinity,
    -Infinity,
    -1.5,
    1e300,
    null,
    true,
    MEGABYTE,
    '\u0000',
    '\u0007bell',
  ),
  fc.array(fc.anything(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.constantFrom('\u0000junk', 'x-y', '1'), fc.anything(), { minKeys: 1 }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown),
  fc.bigInt().map((b) => b),
)

/** Whole payloads that are not objects at all. */
const notAnObject: fc.Arbitrary<unknown> = fc
  .anything()
  .filter((v) => v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v)))

/** Broken versions of a valid payload: a field made junk, a field dropped, an extra or hostile key. */
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
  if (keys.length > 0) {
    variants.push(
      fc.tuple(fc.constantFrom(...keys), junkValue).map(([k, junk]) => ({ ...valid, [k]: junk })),
    )
  }
  return fc.oneof(...variants)
}
