// "Move to another computer": everything out as one file, a preview of what a file would bring,
// and the file merged in by uid after a backup holds this computer's data as it was.
import { AppError } from '@shared/app-error'
import type { NightAction } from '@shared/night'
import type { TransferNight, TransferPreview, TransferResult } from '@shared/transfer/views'
import type { ExportedFile } from '@shared/views'
import { readSettings, saveSettings } from '../app/settings'
import { actionOf } from '../night/eventRows'
import { activeActions } from '../night/undoStack'
import { checkedSlides } from '../slides/slidesCheck'
import { addMovedSlides, movedSlidesOf } from '../slides/slidesMove'
import { exportClubs, importClubs } from './transferClubs'
import type { TransferDeps } from './transferDeps'
import {
  invalid,
  localActions,
  movedFundraiser,
  named,
  parseTransfer,
  replayed,
} from './transferFile'
import { TRANSFER_FILE_FORMAT, TRANSFER_FILE_VERSION, type TransferFile } from './transferFormat'

/** Everything on this computer as one file (each night with its fundraiser's log and slides). */
export function exportAll(deps: TransferDeps): ExportedFile {
  const { repo } = deps
  const file: TransferFile = {
    format: TRANSFER_FILE_FORMAT,
    version: TRANSFER_FILE_VERSION,
    exportedAt: deps.now().toISOString(),
    settings: readSettings(deps.settings),
    people: repo.people().map((p) => ({
      uid: p.uid,
      name: p.name,
      note: p.note,
      archived: p.archived === 1,
      createdAt: p.created_at,
    })),
    nights: repo.nights().map(({ id, uid }) => {
      const fundraiser = deps.fundraiser.entries(id)
      const slides = movedSlidesOf(deps.slides, id)
      return {
        uid,
        players: Object.fromEntries(repo.playerUids(id).map((p) => [p.player, p.uid])),
        actions: activeActions(deps.store.events(id)).map((e) => ({
          at: e.created_at,
          action: actionOf(e),
        })),
        ...(fundraiser.length > 0 ? { fundraiser } : {}),
        ...(slides ? { slides } : {}),
      }
    }),
    clubs: exportClubs(deps.db),
  }
  return {
    fileName: `bunco-night-${file.exportedAt.slice(0, 10)}.bunco-all.json`,
    mimeType: 'application/json',
    content: `${JSON.stringify(file)}\n`,
  }
}

/** What a file would bring: people, nights and clubs new here, the same, or different. */
export function previewTransfer(deps: TransferDeps, json: string): TransferPreview {
  const { repo } = deps
  const file = parseTransfer(json)
  const names = repo.names()
  const newPeople = file.people.filter((p) => !repo.personByUid(p.uid))
  // New people get stand-in ids here only to check that their nights replay.
  const standIn = new Map(newPeople.map((p, i) => [p.uid, 1_000_000_000 + i]))
  const localId = (uid: string): number => {
    const id = repo.personByUid(uid)?.id ?? standIn.get(uid)
    if (id === undefined) throw invalid(`unknown person ${uid}`)
    return id
  }
  const addNights: TransferNight[] = []
  const otherNights: TransferNight[] = []
  let sameNights = 0
  for (const night of file.nights) {
    const state = replayed(localActions(night, localId))
    const fundraiser = movedFundraiser(night)
    checkedSlides(night.slides, invalid, readSettings(deps.settings).language)
    const here = repo.nightIdByUid(night.uid)
    const same =
      here !== undefined &&
      activeActions(deps.store.events(here)).length === night.actions.length &&
      deps.fundraiser.lastSeq(here) === fundraiser.length
    if (here === undefined) addNights.push(named(state))
    else if (same) sameNights++
    else otherNights.push(named(state))
  }
  const clubs = deps.db.transaction(() => importClubs(deps.db, file, localId, invalid, false))()
  const current = readSettings(deps.settings)
  return {
    exportedAt: file.exportedAt,
    addClubs: clubs.addClubs,
    updatedClubs: clubs.updatedClubs,
    addPeople: newPeople.map((p) => p.name),
    samePeople: file.people.length - newPeople.length,
    nameTwins: newPeople.filter((p) => names.has(p.name.toLocaleLowerCase())).map((p) => p.name),
    addNights,
    sameNights,
    otherNights,
    settings: file.settings,
    settingsDiffer: (Object.keys(current) as (keyof typeof current)[]).some(
      (k) => current[k] !== file.settings[k],
    ),
  }
}

/** Imports a file after a backup holds this computer's data as it was (a restore undoes it). */
export async function importAll(
  deps: TransferDeps,
  json: string,
  takeSettings: boolean,
): Promise<TransferResult> {
  const { repo, store } = deps
  const file = parseTransfer(json)
  await deps.backup()
  const result = store.transaction((): TransferResult => {
    let people = 0
    for (const p of file.people) {
      if (repo.personByUid(p.uid)) continue
      repo.insertPerson({
        uid: p.uid,
        name: p.name,
        note: p.note,
        archived: p.archived ? 1 : 0,
        created_at: p.createdAt,
      })
      people++
    }
    const localId = (uid: string): number => {
      const id = repo.personByUid(uid)?.id
      if (id === undefined) throw invalid(`unknown person ${uid}`)
      return id
    }
    let nights = 0
    for (const night of file.nights) {
      if (repo.nightIdByUid(night.uid) !== undefined) continue
      const actions = localActions(night, localId)
      const state = replayed(actions)
      const fundraiser = movedFundraiser(night)
      const slides = checkedSlides(night.slides, invalid, readSettings(deps.settings).language)
      try {
        const created = store.create(actions[0] as Extract<NightAction, { type: 'create' }>)
        for (const action of actions.slice(1)) store.apply(created.nightId, action)
        repo.setNightUid(created.nightId, night.uid)
        deps.fundraiser.append(created.nightId, fundraiser)
        addMovedSlides(deps.slides, created.nightId, slides, deps.now().toISOString())
      } catch (err) {
        // E.g. two people of the file who were merged into one here, in the same night.
        if (err instanceof AppError) throw err
        throw invalid(`${state.details.title}: ${String(err)}`)
      }
      nights++
    }
    const clubs = importClubs(deps.db, file, localId, invalid, true)
    return {
      people,
      nights,
      clubs: clubs.addClubs.length,
      updatedClubs: clubs.updatedClubs.length,
      settings: false,
    }
  })
  if (!takeSettings) return result
  saveSettings(deps.settings, file.settings)
  return { ...result, settings: true }
}
