import type { AppLoadContext } from 'react-router';
import { CacheLong } from '@shopify/hydrogen';
import type { LocalizationQuery } from 'storefrontapi.generated';
import { LOCALIZATION_QUERY } from '~/graphql/localization';

export type Localization = LocalizationQuery['localization'];

/** The shop's markets change rarely: cached long, in the shopper's own context. */
export async function loadLocalization(context: Pick<AppLoadContext, 'storefront'>): Promise<Localization | null> {
  const data = await context.storefront.query(LOCALIZATION_QUERY, { cache: CacheLong() });
  return data?.localization ?? null;
}
