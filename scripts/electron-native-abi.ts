// Reads what a compiled addon was built for: the Node ABI from the registration symbol it exports
// (`node_register_module_v<ABI>` in ELF, PE and Mach-O alike) and the CPU from its header, so a
// build for the wrong runtime or machine is caught before Electron refuses to load it.

/** The NODE_MODULE_VERSION an addon binary registers under, or undefined if it names none. */
export function moduleAbi(binary: Buffer): number | undefined {
  const match = /node_register_module_v(\d+)/.exec(binary.toString('latin1'))
  return match ? Number(match[1]) : undefined
}

const ELF: Readonly<Record<number, string>> = {
  0x03: 'ia32',
  0x28: 'armv7l',
  0x3e: 'x64',
  0xb7: 'arm64',
}
const PE: Readonly<Record<number, string>> = { 0x14c: 'ia32', 0x8664: 'x64', 0xaa64: 'arm64' }
const MACHO: Readonly<Record<number, string>> = { 0x01000007: 'x64', 0x0100000c: 'arm64' }

/** The CPU an ELF, PE or 64-bit Mach-O binary is for, in Node's names (`x64`, `arm64`…). */
export function binaryArch(binary: Buffer): string | undefined {
  if (binary.length < 64) return undefined
  if (binary.toString('latin1', 0, 4) === '\x7fELF') return ELF[binary.readUInt16LE(18)]
  if (binary.toString('latin1', 0, 2) === 'MZ') {
    const pe = binary.readUInt32LE(0x3c)
    if (pe + 6 > binary.length || binary.toString('latin1', pe, pe + 4) !== 'PE\0\0')
      return undefined
    return PE[binary.readUInt16LE(pe + 4)]
  }
  if (binary.readUInt32LE(0) === 0xfeedfacf) return MACHO[binary.readUInt32LE(4)]
  if (binary.readUInt32BE(0) === 0xcafebabe) return 'universal'
  return undefined
}
