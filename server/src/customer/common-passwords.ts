// The most used passwords (issue 21): refused at registration, password change and reset, since they are what a
// guesser tries first and the login throttle only slows them down. The list is zxcvbn-ts's common dictionary (about
// 49,000 passwords from public breach corpora, French ones such as « azerty » or « soleil » among them), read once.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/** Whether `password` is one of the common passwords, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}
