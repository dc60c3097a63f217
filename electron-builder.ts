// electron-builder's configuration: the installers a host downloads (`npm run dist`), and the
// unpacked Linux app `npm run package:check` inspects.
import type { Configuration } from 'electron-builder'
import { beforeBuild } from './scripts/installers/beforeBuild'
import { checkPackedNative } from './scripts/installers/checkPackedNative'

/** The fuses flipped in the packaged Electron binary (see @electron/fuses). */
export const FUSES = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableCookieEncryption: true,
  onlyLoadAppFromAsar: true,
  enableEmbeddedAsarIntegrityValidation: true,
  // Flipping fuses breaks the ad-hoc signature of an unsigned arm64 Mac app: sign it again.
  resetAdHocDarwinSignature: true,
} as const

/** The program's file name on Linux and Windows (`bunco-night`, `bunco-night.exe`). */
export const EXECUTABLE = 'bunco-night'

/** The packaging configuration for every OS. */
const config: Configuration = {
  appId: 'local.bunco.night',
  productName: 'Bunco Night',
  copyright: 'Bunco Night',
  directories: { output: 'dist', buildResources: 'resources/icons' },
  // The built app only; electron-builder adds the production dependencies (better-sqlite3: the
  // rest is bundled into out/ by electron-vite).
  files: ['out/**/*', '!out/**/*.map', 'package.json'],
  // the sounds themselves are in the renderer bundle; their licence ships beside the fonts'
  extraResources: [
    { from: 'resources/fonts', to: 'fonts', filter: ['*.ttf', '*.txt', '*.md'] },
    { from: 'resources/sounds', to: 'sounds', filter: ['LICENSE.txt'] },
  ],
  asar: true,
  // A native module cannot be loaded from inside the archive.
  asarUnpack: ['node_modules/better-sqlite3/**/*.node'],
  // Rebuild better-sqlite3 for Electron's ABI from a prebuilt binary where one exists.
  npmRebuild: true,
  buildDependenciesFromSource: false,
  beforeBuild,
  afterPack: checkPackedNative,
  electronFuses: FUSES,
  publish: null,
  // The executable's name on Linux and Windows only: at the top level it would also rename the
  // macOS bundle (`bunco-night.app`), which must stay `Bunco Night.app`.
  linux: {
    executableName: EXECUTABLE,
    // the .desktop file and the window's app id are both bunco-night (package.json desktopName)
    syncDesktopName: true,
    target: ['AppImage', 'deb'],
    icon: 'resources/icons/png',
    category: 'Game',
    maintainer: 'Bunco Night <dev@bunco.local>',
    synopsis: 'Runs a Bunco dice party: guests, seating, score sheets, prizes.',
    artifactName: '${productName}-${version}-${arch}.${ext}',
  },
  deb: { packageName: 'bunco-night' },
  win: {
    executableName: EXECUTABLE,
    target: [{ target: 'nsis', arch: ['x64'] }],
    icon: 'resources/icons/icon.ico',
    artifactName: '${productName}-Setup-${version}.${ext}',
  },
  // Installs for the current user under %LOCALAPPDATA%: no administrator needed.
  nsis: {
    oneClick: true,
    perMachine: false,
    allowElevation: false,
    createDesktopShortcut: true,
    shortcutName: 'Bunco Night',
    deleteAppDataOnUninstall: false,
  },
  mac: {
    target: [{ target: 'dmg', arch: ['x64', 'arm64'] }],
    icon: 'resources/icons/icon.icns',
    category: 'public.app-category.board-games',
    // No Developer ID: sign ad hoc. Left unsigned, electron-builder keeps Electron's linker
    // signature, which no longer matches the renamed bundle, and Apple silicon calls the download
    // "damaged" with no Open Anyway (electron-builder#9007). Hardened runtime would refuse the
    // Electron framework's own signature under an ad-hoc identity; it only matters for notarizing.
    identity: '-',
    hardenedRuntime: false,
    artifactName: '${productName}-${version}-${arch}.${ext}',
  },
}

export default config
