// Request bodies of the customer calls (spec §7): the contract's schemas, so that server and storefront agree.
export {
  credentialsBodySchema as credentialsRequest,
  customerLookupBodySchema as lookupRequest,
  customerUpdateBodySchema as customerUpdateRequest,
  googleLoginBodySchema as googleLoginRequest,
  passwordChangeBodySchema as passwordChangeRequest,
  refreshTokenBodySchema as refreshRequest,
  registrationBodySchema as registrationRequest,
  resetPasswordBodySchema as resetPasswordConfirmRequest,
  resetPasswordRequestBodySchema as resetPasswordRequest,
} from '@gamelle/contract/customer/schema';
