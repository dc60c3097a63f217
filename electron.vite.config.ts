import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'electron-vite'
import { build, type Plugin } from 'vite'
import {
  CONTENT_SECURITY_POLICY,
  DEV_NONCE_ENV,
  devContentSecurityPolicy,
} from './src/main/shell/security/csp'

const alias = { '@shared': resolve(__dirname, 'src/shared') }

/** Packages jsPDF requires lazily for HTML and SVG, which the app never uses: left out. */
export const UNUSED_JSPDF_PACKAGES = ['canvg', 'dompurify', 'html2canvas']

/**
 * The nonce Vite's dev server puts on the styles it injects, new each time it starts; handed to
 * the Electron process it starts (an inherited variable) so main's header allows the same.
 */
function devNonce(): string {
  process.env[DEV_NONCE_ENV] ??= randomBytes(16).toString('base64')
  return process.env[DEV_NONCE_ENV]
}

/** Writes the app's Content-Security-Policy into index.html, strict in builds. */
function cspMeta(): Plugin {
  let isServe = false
  return {
    name: 'bunco-csp-meta',
    configResolved(config) {
      isServe = config.command === 'serve'
    },
    transformIndexHtml() {
      const content = isServe ? devContentSecurityPolicy(devNonce()) : CONTENT_SECURITY_POLICY
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content },
          injectTo: 'head-prepend',
        },
      ]
    },
  }
}

/**
 * The import worker (src/main/exchange/check/worker.ts) is built on its own, with everything it uses
 * inside one file: sharing chunks with the main entry once made the worker load that entry, and
 * with it Electron, which a worker thread cannot.
 */
function importWorker(): Plugin {
  return {
    name: 'bunco-import-worker',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias },
        ssr: { noExternal: true },
        build: {
          ssr: resolve(__dirname, 'src/main/exchange/check/worker.ts'),
          outDir: resolve(__dirname, 'out/main'),
          emptyOutDir: false,
          target: 'node20',
          minify: false,
          rollupOptions: { output: { format: 'cjs', entryFileNames: 'importWorker.js' } },
        },
      })
    },
  }
}

/** Browsers the table phones' page must run on: five-year-old phones. */
export const PHONE_TARGETS = ['safari15', 'chrome100']

/**
 * The page the table phones open (src/phone) is its own small site, built beside the app into
 * out/phone and served by main's LAN server under /p/; it shares only src/shared's pure code.
 */
function phonePage(): Plugin {
  return {
    name: 'bunco-phone-page',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        root: resolve(__dirname, 'src/phone'),
        base: '/p/',
        resolve: { alias },
        build: {
          outDir: resolve(__dirname, 'out/phone'),
          emptyOutDir: true,
          target: PHONE_TARGETS,
          cssTarget: PHONE_TARGETS,
          minify: true,
          modulePreload: false,
          reportCompressedSize: false,
        },
      })
    },
  }
}

export default defineConfig(({ command }) => ({
  main: {
    resolve: { alias },
    plugins: [importWorker(), phonePage()],
    build: {
      // jsPDF and zod are bundled (the packaged app then ships no copy of them); jsPDF's HTML and
      // SVG helpers, which it requires lazily and the app never calls, stay out of the bundle.
      externalizeDeps: { include: UNUSED_JSPDF_PACKAGES },
    },
  },
  preload: {
    resolve: { alias },
    // A sandboxed preload can only require 'electron': bundle everything into one CommonJS file.
    build: { externalizeDeps: false },
  },
  renderer: {
    resolve: { alias: { ...alias, '@renderer': resolve(__dirname, 'src/renderer/src') } },
    plugins: [vue(), cspMeta()],
    // Vite's dev client injects <style> elements: they carry this nonce, which the policy allows.
    ...(command === 'serve' ? { html: { cspNonce: devNonce() } } : {}),
    define: {
      __VUE_OPTIONS_API__: false,
      __VUE_PROD_DEVTOOLS__: false,
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: false,
      __VUE_I18N_FULL_INSTALL__: false,
      __VUE_I18N_LEGACY_API__: false,
      __INTLIFY_PROD_DEVTOOLS__: false,
      __INTLIFY_JIT_COMPILATION__: true,
      // The catalogues reach vue-i18n as message functions (src/renderer/src/lib/messageFunctions.ts).
      __INTLIFY_DROP_MESSAGE_COMPILER__: true,
    },
    // electron-vite leaves builds unminified by default; the renderer's first load is parse-bound.
    build: { target: 'chrome140', minify: true },
  },
}))
