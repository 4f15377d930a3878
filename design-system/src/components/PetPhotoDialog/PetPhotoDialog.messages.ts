import { defineMessages } from '../../i18n/defineMessages.ts';

export const petPhotoDialogMessages = defineMessages({
  fr: {
    title: 'Photo de {name}',
    noPhoto: 'Pas encore de photo.',
    preview: 'Aperçu de la photo de {name}',
    import: 'Importer une photo',
    fileInput: 'Fichier de la photo',
    rules: 'Formats acceptés\u00a0: {types}. Taille maximale\u00a0: {maxMb} Mo.',
    rotateLeft: 'Pivoter vers la gauche',
    rotateRight: 'Pivoter vers la droite',
    delete: 'Supprimer la photo',
    deleteConfirm: 'Supprimer la photo de {name}\u00a0? Cette action est définitive.',
    deleteYes: 'Supprimer',
    cancel: 'Annuler',
    save: 'Enregistrer',
  },
  nl: {
    title: 'Foto van {name}',
    noPhoto: 'Nog geen foto.',
    preview: 'Voorbeeld van de foto van {name}',
    import: 'Foto importeren',
    fileInput: 'Fotobestand',
    rules: 'Aanvaarde formaten: {types}. Maximale grootte: {maxMb} MB.',
    rotateLeft: 'Naar links draaien',
    rotateRight: 'Naar rechts draaien',
    delete: 'Foto verwijderen',
    deleteConfirm: 'De foto van {name} verwijderen? Dit is definitief.',
    deleteYes: 'Verwijderen',
    cancel: 'Annuleren',
    save: 'Opslaan',
  },
});
