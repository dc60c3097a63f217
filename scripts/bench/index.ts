// Runs one benchmark by name: `npm run bench -- <name> [args]`; its JSON result is the last line.
const name = process.argv[2]
// each name's module: its own file, or the file named here
const files: Record<string, string> = {
  seating: 'seating',
  store: 'store',
  renderer: 'renderer',
  pdf: 'pdf',
  dice: 'dice',
  desk: 'desk',
  lan: 'lan',
  'lan-room': 'lanRoom',
  sync: 'sync',
  'sync-junk': 'syncJunk',
  'big-room': 'bigRoom',
}
const known = Object.keys(files)

async function main(): Promise<void> {
  if (!name || !known.includes(name)) {
    console.error(`usage: npm run bench -- <${known.join('|')}> [options]`)
    process.exit(2)
  }
  const mod = (await import(`./${files[name]}.ts`)) as {
    default: (argv: string[]) => Promise<Record<string, unknown>>
  }
  const result = await mod.default(process.argv.slice(3))
  console.log(JSON.stringify(result))
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
