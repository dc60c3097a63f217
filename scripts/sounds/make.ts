// Writes the app's two sounds, synthesised here so their only licence is ours (CC0):
// resources/sounds/bell.wav (a struck bell) and dice.wav (dice rattling in a cup).
// Run `npx tsx scripts/sounds/make.ts`; the output is the same bytes every time.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRandom } from '../../src/shared/bunco/random'

const RATE = 16_000

/** 8-bit unsigned mono PCM in a WAV container. */
function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length)
  samples.forEach((s, i) => (data[i] = Math.round(Math.max(-1, Math.min(1, s)) * 127 + 128)))
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(RATE, 24)
  header.writeUInt32LE(RATE, 28) // bytes per second
  header.writeUInt16LE(1, 32) // block align
  header.writeUInt16LE(8, 34) // bits
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

function bell(): Float32Array {
  const out = new Float32Array(Math.round(RATE * 1.4))
  // a bell's partials are not harmonic: these ratios give the familiar hand-bell colour
  const partials: [number, number, number][] = [
    [1, 0.5, 1.6],
    [2.4, 0.25, 2.6],
    [3.0, 0.15, 3.2],
    [4.5, 0.08, 5],
    [5.9, 0.05, 6],
  ]
  const base = 1046.5 // C6
  for (let i = 0; i < out.length; i++) {
    const time = i / RATE
    const attack = Math.min(1, time / 0.004)
    let v = 0
    for (const [ratio, gain, decay] of partials) {
      v += gain * Math.exp(-decay * time) * Math.sin(2 * Math.PI * base * ratio * time)
    }
    out[i] = attack * v
  }
  return out
}

function dice(): Float32Array {
  const out = new Float32Array(Math.round(RATE * 0.45))
  const random = createRandom(2026)
  // a handful of clicks: short bursts of filtered noise at uneven moments
  const hits = [0.01, 0.06, 0.095, 0.15, 0.19, 0.24, 0.3, 0.37]
  for (const at of hits) {
    const start = Math.round(at * RATE)
    const gain = 0.5 + random.next() * 0.4
    let last = 0
    for (let k = 0; k < 0.025 * RATE && start + k < out.length; k++) {
      const noise = random.next() * 2 - 1
      last = last * 0.35 + noise * 0.65
      out[start + k]! += gain * last * Math.exp(-k / (0.004 * RATE))
    }
  }
  return out
}

const folder = join(import.meta.dirname, '../../resources/sounds')
writeFileSync(join(folder, 'bell.wav'), wav(bell()))
writeFileSync(join(folder, 'dice.wav'), wav(dice()))
console.log(JSON.stringify({ sounds: ['bell.wav', 'dice.wav'], folder }))
