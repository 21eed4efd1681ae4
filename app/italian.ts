// Every interface text a page can show, in Italian, area by area under the English areas' names.
// It imports no code: the server registers it at start (languages.server.ts), the browser fetches it
// on an Italian page only, before hydrating (language.ts).
import type { PageDictionary } from '~/core/texts/language';
import { italianSpec } from '~/core/texts/spec.it';
import { italianAccount } from '~/accounts/texts/account.it';
import { italianBag } from '~/bag/texts.it';
import { italianCatalogue } from '~/listings/texts.it';
import { italianConsent } from '~/analytics/texts.it';
import { italianContent } from '~/content/texts.it';
import { italianOrders } from '~/accounts/texts/orders.it';
import { italianProduct } from '~/product/texts.it';
import { italianShell } from '~/shell/texts.it';
import { italianSignIn } from '~/accounts/texts/sign-in.it';
import { italianStudio } from '~/content/preview/texts.it';

export const italian: PageDictionary = {
  spec: italianSpec,
  account: italianAccount,
  bag: italianBag,
  catalogue: italianCatalogue,
  consent: italianConsent,
  content: italianContent,
  orders: italianOrders,
  product: italianProduct,
  shell: italianShell,
  signIn: italianSignIn,
  studio: italianStudio,
};
