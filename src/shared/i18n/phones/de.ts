import type { PhonesTexts } from './types'

/** Deutsche Texte der Tisch-Handys. */
export const phonesDe: PhonesTexts = {
  title: 'Tisch-Handys',
  intro:
    'Ein Handy an jedem Tisch trägt die eigenen Ergebnisse über Ihr WLAN ein; Gäste sehen ihren Platz. Nichts verlässt den Raum, und es ist aus, bis Sie es einschalten.',
  on: 'Tisch-Handys an',
  off: 'Tisch-Handys ausschalten',
  address: 'Netzwerk für die Handys',
  likely: 'wohl Ihr WLAN',
  loopback: 'nur dieser Computer',
  start: 'Einschalten',
  mode: 'Ein Ergebnis vom Handy',
  modes: {
    trust: 'zählt sofort, als vom Handy des Tisches markiert',
    confirm: 'wartet auf einen Klick von mir',
    table: 'wartet, bis das andere Team am Tisch es auf dem Handy bestätigt',
  },
  open: 'Die Handys öffnen {url}',
  scan: 'Tisch {table}: zum Öffnen scannen',
  board: 'Eingegangene Tische',
  tableCol: 'Tisch',
  phonesCol: 'Handys',
  resultCol: 'Diese Runde',
  status: {
    none: 'noch nichts',
    applied: 'da',
    waiting: 'wartet auf Sie',
    replaced: 'ersetzt',
    accepted: 'angenommen',
    declined: 'abgelehnt',
    held: 'Sie hatten diesen Tisch eingetragen: Ihr Eintrag gilt, bis Sie annehmen',
    overridden: 'von Ihnen geändert oder rückgängig gemacht',
    confirming: 'wartet auf die Bestätigung von {names}',
    disputed: '{names} sagen, es stimmt nicht',
  },
  entered: 'eingetragen',
  flagged: 'ein zweites Ergebnis für diesen Tisch',
  confirmedBy: 'am Tisch bestätigt von {names}',
  from: '{device} um {time}',
  phones: { one: '{n} Handy', other: '{n} Handys' },
  won: '{names} haben gewonnen',
  accept: 'Annehmen',
  decline: 'Ablehnen',
  reissue: 'Neuer Code',
  revoke: 'Sperren',
  confirmReissue:
    'Tisch {table} einen neuen Code geben? Sein Handy muss den neuen QR-Code scannen.',
  reissueYes: 'Neuer Code',
  waiting: { one: '{n} Ergebnis wartet auf Sie', other: '{n} Ergebnisse warten auf Sie' },
  guests: {
    title: 'Die Seite eines Gastes',
    hint: 'Jeder Spielzettel, der bei eingeschalteten Handys gedruckt wird, trägt den QR-Code seines Gastes. Verloren? Gast wählen, um seinen Code zu zeigen.',
    pick: 'Gast',
    none: 'Gast wählen',
    scan: '{name}: scannen, um den eigenen Platz zu sehen',
    reissue: 'Neuer Code',
    confirmReissue:
      '{name} einen neuen Code geben? Der alte Link und der Code auf dem Spielzettel gelten dann nicht mehr; der neue wird gescannt.',
    reissueYes: 'Neuer Code',
  },
  tv: {
    title: 'Der Fernseher',
    hint: 'Der Browser eines Smart-TVs, ein Tablet auf einem Ständer oder ein zweiter Laptop im WLAN zeigt, was der Projektor zeigt: die Runde, die Tische, die Führenden und die Preise. Er liest nur; er kann nie ein Ergebnis senden. Er zeigt auch den QR-Code des WLANs unten: Wer den Fernseher sieht, kann ins WLAN.',
    scan: 'Auf dem Fernseher öffnen',
    reissue: 'Neuer Code',
    confirmReissue: 'Dem Fernseher einen neuen Code geben? Er muss den neuen Link öffnen.',
    reissueYes: 'Neuer Code',
  },
  desks: {
    title: 'Empfangstische',
    hint: 'Das Tablet oder Handy einer Helferin im WLAN führt den Empfang wie dieser Laptop: Es findet Gäste beim Tippen, kassiert, was noch offen ist, nimmt Gäste ohne Anmeldung auf, macht eine Ankunft rückgängig oder vermerkt, wer nicht kam. Jeder Tisch hat einen eigenen Code und kann nichts anderes: kein Ergebnis, keine Tombola, keine Ziehung, kein Finanzbericht. Seine Zahlungen stehen im Bericht für die Kasse unter seinem Namen.',
    add: 'Tisch hinzufügen',
    scan: 'Empfangstisch {desk}: zum Öffnen scannen',
    device: 'Im Bericht für die Kasse: {device}',
    revoke: 'Sperren',
    confirmRevoke:
      'Den Code von Empfangstisch {desk} sperren? Seine Seite funktioniert sofort nicht mehr; was er erfasst hat, bleibt.',
    revokeYes: 'Sperren',
    none: 'Noch kein Empfangstisch: Fügen Sie einen pro Tablet oder Handy am Eingang hinzu.',
  },
  raised: {
    title: 'Der Spendenstand im Fernseher',
    hint: 'Fernseher und Projektor zeigen den Spendenstand zum Ziel, sobald Geld eingeht, und jede Ziehung der Tombola oder des 50/50, sobald sie gemacht ist.',
    show: 'Spendenstand im Fernseher und Projektor zeigen',
  },
  suspense: {
    title: 'Die Spannung halten',
    hint: 'Fernseher, Gästeseiten und Projektor verbergen die Rangliste in den letzten Runden; die Preise enthüllen sie.',
    label: 'Rangliste verbergen in den letzten Runden:',
    rounds: { one: '{n} Runde', other: '{n} Runden' },
    never: 'nie verbergen',
  },
  wifi: {
    title: 'Gäste kommen per QR-Code ins WLAN',
    hint: 'Geben Sie Ihr WLAN einmal ein: Sein QR-Code erscheint auf der Fernseherseite und auf den Tischkarten. Das Passwort bleibt auf diesem Computer: nie in einer Umzugsdatei, einem geteilten Ordner oder im Protokoll.',
    name: 'WLAN-Name',
    password: 'Passwort (leer für ein offenes Netz)',
    passwordChange: 'Neues Passwort (leer lassen, um das gespeicherte zu behalten)',
    kept: 'Ein Passwort ist gespeichert: Feld leer lassen, um es zu behalten, oder ein neues eingeben. Für ein offenes Netz das WLAN vergessen und nur den Namen speichern.',
    save: 'Dieses WLAN behalten',
    forget: 'Vergessen',
    scan: 'Mit {name} verbinden',
  },
  help: {
    title: 'Wenn ein Handy die Seite nicht öffnet',
    sameWifi:
      'Das Handy muss im selben WLAN sein wie dieser Computer: nicht mobile Daten, kein Gästenetz (das trennt die Geräte).',
    firewall:
      'Beim ersten Mal fragt Windows oder macOS, ob Bunco Night Verbindungen annehmen darf: nur in privaten (Heim-)Netzen erlauben.',
    vpn: 'Ein VPN auf diesem Computer oder dem Handy kann die Adresse verdecken: für den Abend pausieren.',
    address: 'Immer noch nichts? Oben eine andere Netzwerkadresse wählen; die QR-Codes folgen ihr.',
  },
  live: {
    title: 'Das Rennen live',
    table: 'Tisch {table} · {score}',
    bunco: 'Bunco! {name} an Tisch {table}',
  },
  fromPhone: 'vom Handy an Tisch {table}',
  errors: {
    phonesOff:
      'Schalten Sie zuerst die Tisch-Handys ein: Ein Empfangstisch öffnet seine Seite über das WLAN.',
    noDoor: 'Empfangstische gibt es für einen Benefizabend, der noch nicht vorbei ist.',
    tooManyDesks: 'Ein Abend kann höchstens {max} Empfangstische haben.',
    wifiNoName:
      'Geben Sie zuerst den Namen des WLANs ein, wie ihn die Handys anzeigen, dann das Passwort.',
    wifiName:
      'Dieser WLAN-Name ist zu lang: Ein Netzname hat höchstens 32 Bytes (ein Umlaut braucht zwei, ein Emoji vier).',
    wifiPassword:
      'Ein WLAN-Passwort hat 8 bis 63 Zeichen: Buchstaben ohne Umlaute und Akzente, Ziffern, Leerzeichen und Satzzeichen (so verlangt es WPA). Leer lassen für ein offenes Netz (oder um ein gespeichertes Passwort zu behalten).',
    notPlaying:
      'Tisch-Handys funktionieren, während ein Abend gespielt wird; bei einem Benefizabend die Empfangstische und der Fernseher auch vor der ersten Runde.',
    noSuchAddress: '{address} ist jetzt keine Netzwerkadresse dieses Computers.',
    cannotListen:
      'Die Seite für die Handys konnte auf {address}, Port {port} nicht starten ({code}). Vielleicht nutzt ein anderes Programm den Port; eine andere Netzwerkadresse versuchen.',
    notWaiting: 'Dieses Ergebnis wartet nicht mehr.',
    roundClosed: 'Runde {round} ist schon abgeschlossen: dieses Ergebnis kann nicht mehr zählen.',
    damagedSubmission:
      'Ein von einem Handy gesendetes Ergebnis (Nr. {id}) ist in der Datendatei beschädigt und kann nicht gelesen werden; es bleibt, wie es ist.',
  },
}
