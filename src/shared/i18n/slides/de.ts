import type { SlidesTexts } from './types'

/** Deutsche Texte der Folien (Bereich, Fernseher, Beamer) und der Tischschilder. */
export const slidesDe: SlidesTexts = {
  errors: {
    notImage:
      'Diese Datei ist kein PNG- oder JPEG-Bild (geprüft wurde ihr Inhalt, nicht ihr Name). Es wurde nichts hinzugefügt.',
    imageTooBig:
      'Dieses Bild ist größer als {size} MB. Speichern Sie es kleiner und versuchen Sie es erneut.',
    imageTooLarge:
      'Dieses Bild hat {width} × {height} Pixel; eine Folie nimmt höchstens {max} Pixel je Seite.',
    noImage: 'Wählen Sie ein Bild für diese Folie.',
    textEmpty: 'Geben Sie den Text ein, den der Saal lesen soll.',
    textTooLong: 'Der Text einer Folie hat höchstens {max} Zeichen.',
    captionTooLong: 'Eine Bildunterschrift hat höchstens {max} Zeichen.',
    sponsorTooLong: 'Der Name eines Sponsors hat höchstens {max} Zeichen.',
    tooMany: 'Ein Abend hat höchstens {max} Folien. Entfernen Sie zuerst eine.',
    unknownSlide: 'Diese Folie gehört nicht mehr zum Abend. Die Liste wurde neu gelesen.',
    damaged: 'Folie Nr. {id} ist in der Datendatei beschädigt und kann nicht gezeigt werden.',
  },
  screen: {
    title: 'Folien',
    hint: 'Bilder der Sponsoren und kurze Ansagen laufen auf dem Fernseher und dem Beamer vor der ersten Runde, zwischen den Runden und am Ende, nie während gewürfelt wird. Jeder Sponsor bekommt gleich viel Zeit, egal wie viele Folien er bringt.',
    empty: 'Noch keine Folien.',
    kind: 'Art der Folie',
    kindImage: 'Bild',
    kindText: 'Text',
    sponsor: 'Sponsor',
    sponsorHint: 'Leer lassen für eine Ansage.',
    image: 'Bild (PNG oder JPEG, bis {size} MB)',
    caption: 'Bildunterschrift (freiwillig)',
    text: 'Text',
    add: 'Folie hinzufügen',
    remove: 'Entfernen',
    up: 'Nach oben',
    down: 'Nach unten',
    announcement: 'Ansage',
    size: '{width} × {height}',
    share: 'Anteil jedes Sponsors am Bildschirm: eine von {n} Folien.',
  },
  show: {
    announcement: 'Ansage',
    thanks: 'Mit Dank an {name}',
  },
  signs: {
    title: 'Tischschilder',
    hint: 'Eine große Tischnummer pro Seite, mit ihrer Gruppe, dann der Saalplan.',
    table: 'Tisch',
    group: 'Gruppe {n}',
    head: 'Kopftisch',
    roomPlan: 'Saalplan',
    planHint: 'Die Tische nach Gruppen; der Kopftisch jeder Gruppe trägt eine Glocke.',
    planChain: 'Eine Kette: Tisch 1 ist der Kopftisch.',
    tables: { one: '{n} Tisch', other: '{n} Tische' },
  },
}
