// electron-builder beforeBuild hook, run before it rebuilds native modules for Electron.

/**
 * Drops an npm `nodedir` setting (it points node-gyp at Node's own headers, right for `npm ci`,
 * wrong for Electron) and lets electron-builder go on with its rebuild.
 */
export function beforeBuild(): boolean {
  delete process.env['npm_config_nodedir']
  return true
}
