import type { Messages } from '~/lib/messages/language';
import type { signInMessages } from '~/lib/messages/sign-in';

export const italianSignIn: Messages<typeof signInMessages> = {
  signIn: 'Accedi',
  createAnAccount: 'Crea un account',
  resetYourPassword: 'Reimposta la password',
};
