// Every interface text a page can show, in Italian, area by area, paired with its English original.
// The server registers it at start (languages.server.ts); the browser imports it only on an Italian page.
import { translation } from '~/lib/messages/language';
import { messages } from '~/lib/messages/spec';
import { accountMessages } from '~/lib/messages/account';
import { bagMessages } from '~/lib/messages/bag';
import { catalogueMessages } from '~/lib/messages/catalogue';
import { consentMessages } from '~/lib/messages/consent';
import { contentMessages } from '~/lib/messages/content';
import { orderMessages } from '~/lib/messages/orders';
import { productMessages } from '~/lib/messages/product';
import { shellMessages } from '~/lib/messages/shell';
import { signInMessages } from '~/lib/messages/sign-in';
import { studioMessages } from '~/lib/messages/studio';
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

export const italian = [
  translation(messages, italianSpec),
  translation(accountMessages, italianAccount),
  translation(bagMessages, italianBag),
  translation(catalogueMessages, italianCatalogue),
  translation(consentMessages, italianConsent),
  translation(contentMessages, italianContent),
  translation(orderMessages, italianOrders),
  translation(productMessages, italianProduct),
  translation(shellMessages, italianShell),
  translation(signInMessages, italianSignIn),
  translation(studioMessages, italianStudio),
];
