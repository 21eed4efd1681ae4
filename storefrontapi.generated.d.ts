/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CartLineFragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }>, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'requiresShipping' | 'title'>
    & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: (
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>, preorderNote?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    ) }
  ) }
);

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'updatedAt' | 'createdAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { buyerIdentity: (
    Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
  ), lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'requiresShipping' | 'title'>
        & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: (
          Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
          & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>, preorderNote?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
        ) }
      ) }
    )> }, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>> }
);

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'productType' | 'availableForSale' | 'publishedAt' | 'tags'>
  & { options: Array<(
    Pick<StorefrontAPI.ProductOption, 'name'>
    & { optionValues: Array<(
      Pick<StorefrontAPI.ProductOptionValue, 'name'>
      & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>> }
    )> }
  )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type HomeProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type HomeProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'productType' | 'availableForSale' | 'publishedAt' | 'tags'>
      & { options: Array<(
        Pick<StorefrontAPI.ProductOption, 'name'>
        & { optionValues: Array<(
          Pick<StorefrontAPI.ProductOptionValue, 'name'>
          & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>> }
        )> }
      )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
    )> } };

interface GeneratedQueryTypes {
  "#graphql\n  query HomeProducts($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes { ...ProductCard }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    productType\n    availableForSale\n    publishedAt\n    tags\n    options { name optionValues { name swatch { color } } }\n    featuredImage { id url altText width height }\n    priceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n    compareAtPriceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n  }\n\n": {return: HomeProductsQuery, variables: HomeProductsQueryVariables},
}

interface GeneratedMutationTypes {
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
