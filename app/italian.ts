// Every interface text a page can show, in Italian, area by area under the English areas' names.
// It imports no code: the server registers it at start (languages.server.ts), the browser fetches it
// on an Italian page only, before hydrating (entry.client.tsx).
import type { PageDictionary } from '~/texts';
import { italianSpec } from '~/core/texts/spec.it';
import { italianCommon } from '~/core/texts/common.it';
import { italianCards } from '~/core/catalogue/texts.it';
import { italianAccount } from '~/accounts/texts/account.it';
import { italianOrders } from '~/accounts/texts/orders.it';
import { italianSignIn } from '~/accounts/texts/sign-in.it';
import { italianConsent } from '~/analytics/texts.it';
import { italianBag } from '~/bag/texts.it';
import { italianStudio } from '~/content/preview/texts.it';
import { italianCatalogue } from '~/listings/texts.it';
import { italianMarkets } from '~/markets/texts.it';
import { italianNewsletter } from '~/newsletter/texts.it';
import { italianProduct } from '~/product/texts.it';
import { italianShell } from '~/shell/texts.it';

export const italian: PageDictionary = {
  spec: italianSpec,
  common: italianCommon,
  cards: italianCards,
  account: italianAccount,
  bag: italianBag,
  catalogue: italianCatalogue,
  consent: italianConsent,
  markets: italianMarkets,
  newsletter: italianNewsletter,
  orders: italianOrders,
  product: italianProduct,
  shell: italianShell,
  signIn: italianSignIn,
  studio: italianStudio,
};
