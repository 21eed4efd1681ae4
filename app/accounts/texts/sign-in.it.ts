import type { Messages } from '~/core/texts/language';
import type { signInMessages } from '~/accounts/texts/sign-in';

export const italianSignIn: Messages<typeof signInMessages> = {
  signIn: 'Accedi',
  createAnAccount: 'Crea un account',
  resetYourPassword: 'Reimposta la password',
};
