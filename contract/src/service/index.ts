// service: the contract of this domain (see contract/README.md).
export * from './contact.ts';
export * from './contact-subjects.ts';
export * from './contact-request.ts';
export * from './stores.ts';
export * from './store-api.ts';
export * from './newsletter.ts';
export * from './newsletter-api.ts';
export * from './contact-api.ts';
export {
  exitIntentStep,
  exitPopupDue,
  initialExitIntent,
  isMobileDevice,
  EXIT_POPUP_PERIOD_DAYS,
  type ExitIntentEffect,
  type ExitIntentEvent,
  type ExitIntentState,
} from './exit-intent.ts';
