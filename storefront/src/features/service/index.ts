// Customer service's public door: the FAQ (`/faq/{faqQuery?}/`) and the maintenance page. From outside the
// feature, only this file is imported.
export { FaqPage } from './FaqPage.tsx';
export { faqMessages } from './messages.ts';
export { entryById, type FaqAttributes } from './faq-data.ts';
export { MaintenancePage } from './MaintenancePage.tsx';
export { maintenanceMessages } from './maintenance-messages.ts';
