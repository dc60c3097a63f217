// Runs the test bridge as its own process (for restart tests): prints its URL, serves until killed.
import { startBridge } from './bridge'

const [dataFolder = '', port = '0'] = process.argv.slice(2)
startBridge({ dataFolder, port: Number(port) })
  .then((bridge) => console.log(`BRIDGE ${bridge.url}`))
  .catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
