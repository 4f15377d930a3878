// Whether this tab is signing out: its session keeper then leaves the navigation to the sign-out. Kept apart from
// the sign-out call so the keeper, which is on every page, loads nothing of the account screens.
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

export function markSigningOut(): void {
  signingOut = true;
}
