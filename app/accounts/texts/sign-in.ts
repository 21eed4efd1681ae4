// The account panel's titles and the header's sign-in link: the few account words every page shows,
// kept apart from the account pages' wording so the shell does not carry the rest. accountMessages
// includes them, so the account pages read them there.
import { area } from '~/core/texts/area';
export const signInMessages = {
  signIn: 'Sign in',
  createAnAccount: 'Create an account',
  resetYourPassword: 'Reset your password',
} as const;
area('signIn', signInMessages);
