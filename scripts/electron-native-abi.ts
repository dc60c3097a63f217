// Reads which Node ABI a compiled addon was built for, from the registration symbol it exports
// (`node_register_module_v<ABI>` in ELF, PE and Mach-O alike), so a build for the wrong runtime
// is caught before Electron refuses to load it.

/** The NODE_MODULE_VERSION an addon binary registers under, or undefined if it names none. */
export function moduleAbi(binary: Buffer): number | undefined {
  const match = /node_register_module_v(\d+)/.exec(binary.toString('latin1'))
  return match ? Number(match[1]) : undefined
}
