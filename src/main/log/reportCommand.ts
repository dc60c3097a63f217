import { basename } from 'node:path'
import { arch, release, type } from 'node:os'
import { translate } from '@shared/i18n'
import { app, dialog } from 'electron'
import type { MainContext } from '../context'
import { readSettings } from '../app/settings'
import type { HostHooks } from '../app/uiHandlers'
import type { AppLog } from './appLog'
import { runVersions } from './report'
import { saveReport } from './saveReport'

/** Help → "Save a report for the developers": asks where, writes it, says where it went. */
export async function reportCommand(
  ctx: MainContext,
  log: AppLog,
  saveFile: NonNullable<HostHooks['saveFile']>,
): Promise<void> {
  const language = readSettings(ctx.settings).language
  try {
    const saved = await saveReport(
      {
        db: ctx.db,
        dataFolder: app.getPath('userData'),
        status: ctx.status,
        log,
        versions: runVersions(app.getVersion(), `${type()} ${release()} ${arch()}`),
      },
      saveFile,
    )
    if (!saved.saved || !saved.path) return
    log.info('report', 'saved a report for the developers')
    await dialog.showMessageBox({
      type: 'info',
      message: translate(language, 'menu.reportSaved', { file: basename(saved.path) }),
    })
  } catch (err) {
    log.error('report', err)
    dialog.showErrorBox(
      translate(language, 'errors.title'),
      translate(language, 'errors.internal', { detail: 'report' }),
    )
  }
}
