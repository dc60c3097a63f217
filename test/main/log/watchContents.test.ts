// A window's errors reach the log: console errors (not other levels), a crashed renderer, a preload.
import { EventEmitter } from 'node:events'
import type { WebContents } from 'electron'
import { describe, expect, it } from 'vitest'
import type { AppLog } from '../../../src/main/log/appLog'
import { watchContents } from '../../../src/main/log/watchContents'

describe('watchContents', () => {
  it('logs what goes wrong in a window, and nothing else', () => {
    const lines: string[] = []
    const log: AppLog = {
      error: (where, err) => lines.push(`error ${where}: ${String(err)}`),
      warn: (where, text) => lines.push(`warn ${where}: ${text}`),
      info: (where, text) => lines.push(`info ${where}: ${text}`),
      file: '',
      tail: () => '',
    }
    const contents = new EventEmitter()
    watchContents(contents as unknown as WebContents, log)
    const message = (level: string, text: string): void => {
      contents.emit('console-message', {
        level,
        message: text,
        sourceId: 'app://bunco/assets/index-1.js',
        lineNumber: 7,
      })
    }
    message('info', 'hello')
    message('error', 'Uncaught TypeError: x is undefined')
    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 11 })
    contents.emit('preload-error', {}, '/x/preload.js', new Error('boom'))
    contents.emit('did-fail-load', {}, -6, 'ERR_FILE_NOT_FOUND', 'app://bunco/x', true)
    expect(lines).toEqual([
      'warn renderer: Uncaught TypeError: x is undefined (index-1.js:7)',
      'error renderer: process gone: crashed (exit code 11)',
      'error preload: Error: boom',
      'error renderer: load failed: -6 ERR_FILE_NOT_FOUND',
    ])
  })
})
