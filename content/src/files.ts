// Every file under content/data, imported as JSON (works in Node 24 and in Vite). Add a new product file here.
// Nothing is validated yet: index.ts parses each file with its schema.
import campaigns from '../data/campaigns.json' with { type: 'json' };
import categoriesCat from '../data/categories/cat.json' with { type: 'json' };
import categoriesDog from '../data/categories/dog.json' with { type: 'json' };
import categoriesFoodTypes from '../data/categories/food-types.json' with { type: 'json' };
import coupons from '../data/coupons.json' with { type: 'json' };
import crossSells from '../data/cross-sells.json' with { type: 'json' };
import faq from '../data/faq.json' with { type: 'json' };
import filters from '../data/filters.json' with { type: 'json' };
import home from '../data/home.json' with { type: 'json' };
import menus from '../data/menus.json' with { type: 'json' };
import pageAbonnement from '../data/pages/abonnement.json' with { type: 'json' };
import pageBiNutritionChat from '../data/pages/bi-nutrition-chat.json' with { type: 'json' };
import pageBienvenueChiot from '../data/pages/bienvenue-chiot.json' with { type: 'json' };
import pageConditionsGenerales from '../data/pages/conditions-generales.json' with { type: 'json' };
import pageConseilChatSterilise from '../data/pages/conseil-chat-sterilise.json' with { type: 'json' };
import pageConseilChiot from '../data/pages/conseil-chiot.json' with { type: 'json' };
import pageConseilTransition from '../data/pages/conseil-transition.json' with { type: 'json' };
import pageCookies from '../data/pages/cookies.json' with { type: 'json' };
import pageDonneesPersonnelles from '../data/pages/donnees-personnelles.json' with { type: 'json' };
import pageFabrication from '../data/pages/fabrication.json' with { type: 'json' };
import pageLivraison from '../data/pages/livraison.json' with { type: 'json' };
import pageMentionsLegales from '../data/pages/mentions-legales.json' with { type: 'json' };
import productChatHumideChaton from '../data/products/chat-humide-chaton.json' with { type: 'json' };
import productChatHumidePoulet from '../data/products/chat-humide-poulet.json' with { type: 'json' };
import productChatHumideSenior from '../data/products/chat-humide-senior.json' with { type: 'json' };
import productChatHumideSensible from '../data/products/chat-humide-sensible.json' with { type: 'json' };
import productChatHumideSterilise from '../data/products/chat-humide-sterilise.json' with { type: 'json' };
import productChatHumideThonSc from '../data/products/chat-humide-thon-sc.json' with { type: 'json' };
import productChatSecAdultePoulet from '../data/products/chat-sec-adulte-poulet.json' with { type: 'json' };
import productChatSecChaton from '../data/products/chat-sec-chaton.json' with { type: 'json' };
import productChatSecClassic from '../data/products/chat-sec-classic.json' with { type: 'json' };
import productChatSecInterieur from '../data/products/chat-sec-interieur.json' with { type: 'json' };
import productChatSecLight from '../data/products/chat-sec-light.json' with { type: 'json' };
import productChatSecSaumonSc from '../data/products/chat-sec-saumon-sc.json' with { type: 'json' };
import productChatSecSenior from '../data/products/chat-sec-senior.json' with { type: 'json' };
import productChatSecSensible from '../data/products/chat-sec-sensible.json' with { type: 'json' };
import productChatSecSterilisePoulet from '../data/products/chat-sec-sterilise-poulet.json' with { type: 'json' };
import productChatSecSteriliseSaumon from '../data/products/chat-sec-sterilise-saumon.json' with { type: 'json' };
import productChatSecSteriliseSc from '../data/products/chat-sec-sterilise-sc.json' with { type: 'json' };
import productChatSecUrinaire from '../data/products/chat-sec-urinaire.json' with { type: 'json' };
import productChienHumideAgneauSc from '../data/products/chien-humide-agneau-sc.json' with { type: 'json' };
import productChienHumideBoeuf from '../data/products/chien-humide-boeuf.json' with { type: 'json' };
import productChienHumideChiot from '../data/products/chien-humide-chiot.json' with { type: 'json' };
import productChienHumideLight from '../data/products/chien-humide-light.json' with { type: 'json' };
import productChienHumidePr from '../data/products/chien-humide-pr.json' with { type: 'json' };
import productChienHumideSenior from '../data/products/chien-humide-senior.json' with { type: 'json' };
import productChienHumideSensible from '../data/products/chien-humide-sensible.json' with { type: 'json' };
import productChienSecActif from '../data/products/chien-sec-actif.json' with { type: 'json' };
import productChienSecAdulteGr from '../data/products/chien-sec-adulte-gr.json' with { type: 'json' };
import productChienSecAdulteMr from '../data/products/chien-sec-adulte-mr.json' with { type: 'json' };
import productChienSecAdultePr from '../data/products/chien-sec-adulte-pr.json' with { type: 'json' };
import productChienSecChiotGr from '../data/products/chien-sec-chiot-gr.json' with { type: 'json' };
import productChienSecChiotMr from '../data/products/chien-sec-chiot-mr.json' with { type: 'json' };
import productChienSecChiotPr from '../data/products/chien-sec-chiot-pr.json' with { type: 'json' };
import productChienSecChiotSc from '../data/products/chien-sec-chiot-sc.json' with { type: 'json' };
import productChienSecClassic from '../data/products/chien-sec-classic.json' with { type: 'json' };
import productChienSecLight from '../data/products/chien-sec-light.json' with { type: 'json' };
import productChienSecPelage from '../data/products/chien-sec-pelage.json' with { type: 'json' };
import productChienSecSaumonSc from '../data/products/chien-sec-saumon-sc.json' with { type: 'json' };
import productChienSecSeniorGr from '../data/products/chien-sec-senior-gr.json' with { type: 'json' };
import productChienSecSeniorPr from '../data/products/chien-sec-senior-pr.json' with { type: 'json' };
import productChienSecSensibleAgneau from '../data/products/chien-sec-sensible-agneau.json' with { type: 'json' };
import productChienSecSensiblePoissonSc from '../data/products/chien-sec-sensible-poisson-sc.json' with { type: 'json' };
import productChienSecSterilisePr from '../data/products/chien-sec-sterilise-pr.json' with { type: 'json' };
import productChienSecSterilise from '../data/products/chien-sec-sterilise.json' with { type: 'json' };
import reviewsFr from '../data/reviews/fr.json' with { type: 'json' };
import reviewsNl from '../data/reviews/nl.json' with { type: 'json' };
import samples from '../data/samples.json' with { type: 'json' };
import shipping from '../data/shipping.json' with { type: 'json' };
import shopsBelgiumLuxembourg from '../data/shops/belgium-luxembourg.json' with { type: 'json' };
import shopsFrance from '../data/shops/france.json' with { type: 'json' };

/** Raw file contents by path under content/data (the path is what a validation error names). */
export const rawFiles = {
  'campaigns.json': campaigns,
  'categories/dog.json': categoriesDog,
  'categories/cat.json': categoriesCat,
  'categories/food-types.json': categoriesFoodTypes,
  'coupons.json': coupons,
  'cross-sells.json': crossSells,
  'faq.json': faq,
  'filters.json': filters,
  'home.json': home,
  'menus.json': menus,
  'reviews/fr.json': reviewsFr,
  'reviews/nl.json': reviewsNl,
  'samples.json': samples,
  'shipping.json': shipping,
  'shops/france.json': shopsFrance,
  'shops/belgium-luxembourg.json': shopsBelgiumLuxembourg,
} as const;

/** One file per page (legal, landing and information pages). */
export const rawPages: Record<string, unknown> = {
  'pages/abonnement.json': pageAbonnement,
  'pages/bi-nutrition-chat.json': pageBiNutritionChat,
  'pages/bienvenue-chiot.json': pageBienvenueChiot,
  'pages/conditions-generales.json': pageConditionsGenerales,
  'pages/conseil-chat-sterilise.json': pageConseilChatSterilise,
  'pages/conseil-chiot.json': pageConseilChiot,
  'pages/conseil-transition.json': pageConseilTransition,
  'pages/cookies.json': pageCookies,
  'pages/donnees-personnelles.json': pageDonneesPersonnelles,
  'pages/fabrication.json': pageFabrication,
  'pages/livraison.json': pageLivraison,
  'pages/mentions-legales.json': pageMentionsLegales,
};

/** One file per product, named after its sku in lower case. */
export const rawProducts: Record<string, unknown> = {
  'products/chat-humide-chaton.json': productChatHumideChaton,
  'products/chat-humide-poulet.json': productChatHumidePoulet,
  'products/chat-humide-senior.json': productChatHumideSenior,
  'products/chat-humide-sensible.json': productChatHumideSensible,
  'products/chat-humide-sterilise.json': productChatHumideSterilise,
  'products/chat-humide-thon-sc.json': productChatHumideThonSc,
  'products/chat-sec-adulte-poulet.json': productChatSecAdultePoulet,
  'products/chat-sec-chaton.json': productChatSecChaton,
  'products/chat-sec-classic.json': productChatSecClassic,
  'products/chat-sec-interieur.json': productChatSecInterieur,
  'products/chat-sec-light.json': productChatSecLight,
  'products/chat-sec-saumon-sc.json': productChatSecSaumonSc,
  'products/chat-sec-senior.json': productChatSecSenior,
  'products/chat-sec-sensible.json': productChatSecSensible,
  'products/chat-sec-sterilise-poulet.json': productChatSecSterilisePoulet,
  'products/chat-sec-sterilise-saumon.json': productChatSecSteriliseSaumon,
  'products/chat-sec-sterilise-sc.json': productChatSecSteriliseSc,
  'products/chat-sec-urinaire.json': productChatSecUrinaire,
  'products/chien-humide-agneau-sc.json': productChienHumideAgneauSc,
  'products/chien-humide-boeuf.json': productChienHumideBoeuf,
  'products/chien-humide-chiot.json': productChienHumideChiot,
  'products/chien-humide-light.json': productChienHumideLight,
  'products/chien-humide-pr.json': productChienHumidePr,
  'products/chien-humide-senior.json': productChienHumideSenior,
  'products/chien-humide-sensible.json': productChienHumideSensible,
  'products/chien-sec-actif.json': productChienSecActif,
  'products/chien-sec-adulte-gr.json': productChienSecAdulteGr,
  'products/chien-sec-adulte-mr.json': productChienSecAdulteMr,
  'products/chien-sec-adulte-pr.json': productChienSecAdultePr,
  'products/chien-sec-chiot-gr.json': productChienSecChiotGr,
  'products/chien-sec-chiot-mr.json': productChienSecChiotMr,
  'products/chien-sec-chiot-pr.json': productChienSecChiotPr,
  'products/chien-sec-chiot-sc.json': productChienSecChiotSc,
  'products/chien-sec-classic.json': productChienSecClassic,
  'products/chien-sec-light.json': productChienSecLight,
  'products/chien-sec-pelage.json': productChienSecPelage,
  'products/chien-sec-saumon-sc.json': productChienSecSaumonSc,
  'products/chien-sec-senior-gr.json': productChienSecSeniorGr,
  'products/chien-sec-senior-pr.json': productChienSecSeniorPr,
  'products/chien-sec-sensible-agneau.json': productChienSecSensibleAgneau,
  'products/chien-sec-sensible-poisson-sc.json': productChienSecSensiblePoissonSc,
  'products/chien-sec-sterilise-pr.json': productChienSecSterilisePr,
  'products/chien-sec-sterilise.json': productChienSecSterilise,
};
