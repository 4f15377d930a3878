// The account forms' schemas, imported by their pages once idle (`lazySchema`): a module of re-exports only, so the
// dynamic import's namespace holds these schemas and what they use of zod/mini, and nothing else.
export {
  emailLookupFormSchema,
  loginFormSchema,
  passwordChangeFormSchema,
  passwordResetFormSchema,
  profileFormSchema,
  registrationFormSchema,
  resetPasswordRequestFormSchema,
} from '@gamelle/contract/customer/rules';
