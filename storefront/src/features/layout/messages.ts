import { defineMessages } from '../shared/index.ts';

/**
 * The frame's strings in every page's first load (skip link, logo, menu and search labels, account). The country
 * and language switcher's and the footer's are in their own files, loaded with those parts (issue 19).
 */
export const layoutMessages = defineMessages(
  {
    skipToContent: 'Aller au contenu',
    home: 'Gamelle, accueil',
    mainMenu: 'Menu principal',
    menuAll: (name: string) => `Tout l’univers ${name}`,
    searchLabel: 'Rechercher un produit, une catégorie, un article',
    searchPlaceholder: 'Croquettes chien, pâtée chat…',
    searchSubmit: 'Rechercher',
    account: 'Mon compte',
  },
  {
    skipToContent: 'Naar de inhoud',
    home: 'Gamelle, homepage',
    mainMenu: 'Hoofdmenu',
    menuAll: (name: string) => `Alles voor ${name}`,
    searchLabel: 'Zoek een product, een categorie, een artikel',
    searchPlaceholder: 'Hondenbrokken, kattenvoer…',
    searchSubmit: 'Zoeken',
    account: 'Mijn account',
  },
);
