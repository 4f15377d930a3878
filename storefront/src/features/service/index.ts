// Customer service's public door: the FAQ (`/faq/{faqQuery?}/`) and the maintenance page. From outside the
// feature, only this file is imported.
export { FaqPage } from './FaqPage.tsx';
export { faqMessages } from './messages.ts';
export { entryById, type FaqAttributes } from './faq-data.ts';
export { MaintenancePage } from './MaintenancePage.tsx';
export { maintenanceMessages } from './maintenance-messages.ts';
export { LazyNewsletterForm as NewsletterForm, preloadNewsletterForm } from './LazyNewsletterForm.tsx';
export { NewsletterConfirmationPage, NewsletterUnsubscribePage } from './NewsletterPages.tsx';
export { newsletterMessages } from './newsletter-messages.ts';
export { newsletterFooterMessages } from './newsletter-footer-messages.ts';
export { ExitIntentNewsletter, exitPopupStorage } from './ExitIntentNewsletter.tsx';
export { ContactPage, preloadContactForm } from './ContactPage.tsx';
export { contactMessages } from './contact-messages.ts';
export { contactSeo } from './contact-seo.ts';
