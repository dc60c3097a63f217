import type { SlidesTexts } from './types'

/** Textes français des diapositives (panneau, télé, projecteur) et des panneaux de table. */
export const slidesFr: SlidesTexts = {
  errors: {
    notImage:
      'Ce fichier n’est pas une image PNG ou JPEG (son contenu a été vérifié, pas son nom). Rien n’a été ajouté.',
    imageTooBig: 'Cette image dépasse {size} Mo. Enregistrez-la plus légère et réessayez.',
    imageTooLarge:
      'Cette image fait {width} × {height} pixels ; une diapositive en accepte au plus {max} de chaque côté.',
    noImage: 'Choisissez une image pour cette diapositive.',
    textEmpty: 'Tapez le texte que la salle doit lire.',
    textTooLong: 'Le texte d’une diapositive compte au plus {max} caractères.',
    captionTooLong: 'Une légende compte au plus {max} caractères.',
    sponsorTooLong: 'Le nom d’un sponsor compte au plus {max} caractères.',
    tooMany: 'Une soirée compte au plus {max} diapositives. Retirez-en une d’abord.',
    unknownSlide: 'Cette diapositive n’est plus dans la soirée. La liste a été relue.',
    damaged:
      'La diapositive n° {id} est abîmée dans le fichier de données et ne peut être montrée.',
  },
  screen: {
    title: 'Diapositives',
    hint: 'Les images des sponsors et les courtes annonces passent sur la télé et le projecteur avant la première manche, entre les manches et à la fin, jamais pendant que les dés roulent. Chaque sponsor a le même temps, quel que soit son nombre de diapositives.',
    empty: 'Aucune diapositive pour l’instant.',
    kind: 'Type de diapositive',
    kindImage: 'Image',
    kindText: 'Texte',
    sponsor: 'Sponsor',
    sponsorHint: 'Laissez vide pour une annonce.',
    image: 'Image (PNG ou JPEG, jusqu’à {size} Mo)',
    caption: 'Légende (facultative)',
    text: 'Texte',
    add: 'Ajouter la diapositive',
    remove: 'Retirer',
    up: 'Monter',
    down: 'Descendre',
    announcement: 'Annonce',
    size: '{width} × {height}',
    share: 'Part de l’écran de chaque sponsor : une diapositive sur {n}.',
  },
  show: {
    announcement: 'Annonce',
    thanks: 'Avec nos remerciements à {name}',
  },
  signs: {
    title: 'Panneaux de table',
    hint: 'Un grand numéro de table par page, avec son groupe, puis le plan de la salle.',
    table: 'Table',
    group: 'Groupe {n}',
    head: 'Table d’honneur',
    roomPlan: 'Plan de la salle',
    planHint: 'Les tables par groupe ; la table d’honneur de chaque groupe porte une cloche.',
    planChain: 'Une seule chaîne : la table 1 est la table d’honneur.',
    tables: { one: '{n} table', other: '{n} tables' },
  },
}
