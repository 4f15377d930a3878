import { defineMessages } from '../../i18n/defineMessages.ts';

export const fileFieldMessages = defineMessages({
  fr: {
    choose: 'Choisir un fichier',
    chooseMany: 'Choisir des fichiers',
    orDrop: 'ou le déposer ici',
    orDropMany: 'ou les déposer ici',
    accepted: 'Formats acceptés\u00a0: {types}. Taille maximale\u00a0: {size}.',
    uploadFamilies: 'documents, images, audio, vidéo, archives, agenda et pass',
    chosen: 'Fichier choisi\u00a0: {files}',
    chosenMany: 'Fichiers choisis\u00a0: {files}',
  },
  nl: {
    choose: 'Kies een bestand',
    chooseMany: 'Kies bestanden',
    orDrop: 'of sleep het hierheen',
    orDropMany: 'of sleep ze hierheen',
    accepted: 'Toegestane formaten: {types}. Maximale grootte: {size}.',
    uploadFamilies: 'documenten, afbeeldingen, audio, video, archieven, agenda en pass',
    chosen: 'Gekozen bestand: {files}',
    chosenMany: 'Gekozen bestanden: {files}',
  },
});
