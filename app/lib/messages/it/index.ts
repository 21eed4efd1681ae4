// Every interface text a page can show, in Italian, area by area under the English areas' names.
// It imports no code: the server registers it at start (languages.server.ts), the browser fetches it
// on an Italian page only, before hydrating (language.ts).
import type { PageDictionary } from '~/lib/messages/language';
import { italianSpec } from '~/lib/messages/it/spec';
import { italianAccount } from '~/lib/messages/it/account';
import { italianBag } from '~/lib/messages/it/bag';
import { italianCatalogue } from '~/lib/messages/it/catalogue';
import { italianConsent } from '~/lib/messages/it/consent';
import { italianContent } from '~/lib/messages/it/content';
import { italianOrders } from '~/lib/messages/it/orders';
import { italianProduct } from '~/lib/messages/it/product';
import { italianShell } from '~/lib/messages/it/shell';
import { italianSignIn } from '~/lib/messages/it/sign-in';
import { italianStudio } from '~/lib/messages/it/studio';

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
