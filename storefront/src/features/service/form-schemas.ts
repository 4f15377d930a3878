// The contact form's schemas, imported by its page once idle (`lazySchema`): re-exports only, so the dynamic
// import's namespace holds these and what they use of zod/mini.
export { anonymousContactFormSchema, contactFormSchema } from '@gamelle/contract/service/contact-request';
