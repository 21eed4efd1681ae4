/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CartApiMutationFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'updatedAt'>
  & { discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { merchandise: Pick<StorefrontAPI.ProductVariant, 'id'> }
    ) | (
      Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
      & { merchandise: Pick<StorefrontAPI.ProductVariant, 'id'> }
    )> } }
);

export type CartLineFragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }>, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'requiresShipping' | 'title'>
    & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: (
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, preorderNote?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
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
          & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, preorderNote?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
        ) }
      ) }
    )> }, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>> }
);

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;

export type CustomerUserErrorFieldsFragment = Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>;

export type OrderDetailFragment = (
  Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'canceledAt' | 'cancelReason' | 'currencyCode' | 'email' | 'phone' | 'financialStatus' | 'fulfillmentStatus' | 'statusUrl' | 'customerUrl'>
  & { currentSubtotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, currentTotalTax: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalRefunded: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, discountApplications: { nodes: Array<{ value: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> | Pick<StorefrontAPI.PricingPercentageValue, 'percentage'> }> }, lineItems: { nodes: Array<(
      Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
      & { originalTotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, discountedTotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, variant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
      )> }
    )> }, shippingAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'name' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted' | 'formattedArea' | 'latitude' | 'longitude'>>, billingAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'name' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted' | 'formattedArea' | 'latitude' | 'longitude'>>, successfulFulfillments?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Fulfillment, 'trackingCompany'>
    & { trackingInfo: Array<Pick<StorefrontAPI.FulfillmentTrackingInfo, 'number' | 'url'>> }
  )>> }
);

export type CustomerAddressFragment = Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'name' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted' | 'formattedArea' | 'latitude' | 'longitude'>;

export type CustomerDetailsFragment = (
  Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName' | 'phone' | 'acceptsMarketing' | 'tags' | 'createdAt' | 'updatedAt' | 'numberOfOrders'>
  & { defaultAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'name' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted' | 'formattedArea' | 'latitude' | 'longitude'>>, addresses: { nodes: Array<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'name' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted' | 'formattedArea' | 'latitude' | 'longitude'>> }, orders: { nodes: Array<(
      Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'canceledAt' | 'financialStatus' | 'fulfillmentStatus'>
      & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, lineItems: { nodes: Array<(
          Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
          & { variant?: StorefrontAPI.Maybe<(
            Pick<StorefrontAPI.ProductVariant, 'id'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
          )> }
        )> } }
    )> } }
);

export type OrderSummaryFragment = (
  Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'canceledAt' | 'financialStatus' | 'fulfillmentStatus'>
  & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, lineItems: { nodes: Array<(
      Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
      & { variant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
      )> }
    )> } }
);

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'productType' | 'availableForSale' | 'publishedAt' | 'tags'>
  & { options: Array<(
    Pick<StorefrontAPI.ProductOption, 'name'>
    & { optionValues: Array<(
      Pick<StorefrontAPI.ProductOptionValue, 'name'>
      & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>> }
    )> }
  )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type ProductVariantFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable' | 'requiresShipping' | 'weight' | 'weightUnit'>
  & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> }
);

type ProductMedia_ExternalVideo_Fragment = (
  { __typename: 'ExternalVideo' }
  & Pick<StorefrontAPI.ExternalVideo, 'embedUrl' | 'host' | 'id' | 'alt' | 'mediaContentType'>
  & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
);

type ProductMedia_MediaImage_Fragment = (
  { __typename: 'MediaImage' }
  & Pick<StorefrontAPI.MediaImage, 'id' | 'alt' | 'mediaContentType'>
  & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
);

type ProductMedia_Model3d_Fragment = (
  { __typename: 'Model3d' }
  & Pick<StorefrontAPI.Model3d, 'id' | 'alt' | 'mediaContentType'>
  & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
);

type ProductMedia_Video_Fragment = (
  { __typename: 'Video' }
  & Pick<StorefrontAPI.Video, 'id' | 'alt' | 'mediaContentType'>
  & { sources: Array<Pick<StorefrontAPI.VideoSource, 'url' | 'mimeType'>>, previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
);

export type ProductMediaFragment = ProductMedia_ExternalVideo_Fragment | ProductMedia_MediaImage_Fragment | ProductMedia_Model3d_Fragment | ProductMedia_Video_Fragment;

export type ProductImageFragment = Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>;

export type CollectionTileFragment = (
  Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
  & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
);

export type ProductFilterFacetFragment = (
  Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type' | 'presentation'>
  & { values: Array<(
    Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
    & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Swatch, 'color'>> }
  )> }
);

export type CustomerAccessTokenCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAccessTokenCreateMutation = { customerAccessTokenCreate?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccessTokenDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAccessTokenDeleteMutation = { customerAccessTokenDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAccessTokenDeletePayload, 'deletedAccessToken' | 'deletedCustomerAccessTokenId'>
    & { userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>> }
  )> };

export type CustomerActivateByUrlMutationVariables = StorefrontAPI.Exact<{
  activationUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerActivateByUrlMutation = { customerActivateByUrl?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressCreateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  address: StorefrontAPI.MailingAddressInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAddressCreateMutation = { customerAddressCreate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAddressDeleteMutation = { customerAddressDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAddressDeletePayload, 'deletedCustomerAddressId'>
    & { customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }
  )> };

export type CustomerAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  address: StorefrontAPI.MailingAddressInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAddressUpdateMutation = { customerAddressUpdate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerCreateMutation = { customerCreate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerDefaultAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  addressId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerDefaultAddressUpdateMutation = { customerDefaultAddressUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerOrderCursorsQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrderCursorsQuery = { customer?: StorefrontAPI.Maybe<{ orders: { edges: Array<(
        Pick<StorefrontAPI.OrderEdge, 'cursor'>
        & { node: Pick<StorefrontAPI.Order, 'id'> }
      )> } }> };

export type CustomerOrderQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrderQuery = { customer?: StorefrontAPI.Maybe<{ orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'canceledAt' | 'cancelReason' | 'currencyCode' | 'email' | 'phone' | 'financialStatus' | 'fulfillmentStatus' | 'statusUrl' | 'customerUrl'>
        & { currentSubtotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, currentTotalTax: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalRefunded: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, discountApplications: { nodes: Array<{ value: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> | Pick<StorefrontAPI.PricingPercentageValue, 'percentage'> }> }, lineItems: { nodes: Array<(
            Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
            & { originalTotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, discountedTotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, variant?: StorefrontAPI.Maybe<(
              Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku'>
              & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
            )> }
          )> }, shippingAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'name' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted' | 'formattedArea' | 'latitude' | 'longitude'>>, billingAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'name' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted' | 'formattedArea' | 'latitude' | 'longitude'>>, successfulFulfillments?: StorefrontAPI.Maybe<Array<(
          Pick<StorefrontAPI.Fulfillment, 'trackingCompany'>
          & { trackingInfo: Array<Pick<StorefrontAPI.FulfillmentTrackingInfo, 'number' | 'url'>> }
        )>> }
      )> } }> };

export type CustomerQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName' | 'phone' | 'acceptsMarketing' | 'tags' | 'createdAt' | 'updatedAt' | 'numberOfOrders'>
    & { defaultAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'name' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted' | 'formattedArea' | 'latitude' | 'longitude'>>, addresses: { nodes: Array<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'name' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted' | 'formattedArea' | 'latitude' | 'longitude'>> }, orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'canceledAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, lineItems: { nodes: Array<(
            Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
            & { variant?: StorefrontAPI.Maybe<(
              Pick<StorefrontAPI.ProductVariant, 'id'>
              & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
            )> }
          )> } }
      )> } }
  )> };

export type CustomerRecoverMutationVariables = StorefrontAPI.Exact<{
  email: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerRecoverMutation = { customerRecover?: StorefrontAPI.Maybe<{ customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>>, userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>> }> };

export type CustomerResetMutationVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  input: StorefrontAPI.CustomerResetInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerResetMutation = { customerReset?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerResetByUrlMutationVariables = StorefrontAPI.Exact<{
  resetUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerResetByUrlMutation = { customerResetByUrl?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  customer: StorefrontAPI.CustomerUpdateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerUpdateMutation = { customerUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

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
      )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
    )> } };

export type LocalizationQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type LocalizationQuery = { localization: { availableCountries: Array<(
      Pick<StorefrontAPI.Country, 'isoCode' | 'name' | 'unitSystem'>
      & { currency: Pick<StorefrontAPI.Currency, 'isoCode' | 'name' | 'symbol'>, availableLanguages: Array<Pick<StorefrontAPI.Language, 'isoCode' | 'endonymName' | 'name'>>, defaultLanguage: Pick<StorefrontAPI.Language, 'isoCode'> }
    )>, availableLanguages: Array<Pick<StorefrontAPI.Language, 'isoCode' | 'endonymName' | 'name'>>, country: (
      Pick<StorefrontAPI.Country, 'isoCode' | 'name'>
      & { currency: Pick<StorefrontAPI.Currency, 'isoCode' | 'name' | 'symbol'> }
    ), language: Pick<StorefrontAPI.Language, 'isoCode' | 'endonymName' | 'name'> } };

export type ProductCollectionsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductCollectionsQuery = { product?: StorefrontAPI.Maybe<{ collections: { nodes: Array<(
        Pick<StorefrontAPI.Collection, 'handle' | 'title'>
        & { products: { nodes: Array<(
            Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'productType' | 'availableForSale' | 'publishedAt' | 'tags'>
            & { options: Array<(
              Pick<StorefrontAPI.ProductOption, 'name'>
              & { optionValues: Array<(
                Pick<StorefrontAPI.ProductOptionValue, 'name'>
                & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>> }
              )> }
            )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
          )> } }
      )> } }> };

export type ProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  selectedOptions: Array<StorefrontAPI.SelectedOptionInput> | StorefrontAPI.SelectedOptionInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'description' | 'productType' | 'tags' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'availableForSale' | 'isGiftCard' | 'totalInventory' | 'onlineStoreUrl' | 'encodedVariantExistence' | 'encodedVariantAvailability'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'url'>> }, media: { nodes: Array<(
        { __typename: 'ExternalVideo' }
        & Pick<StorefrontAPI.ExternalVideo, 'embedUrl' | 'host' | 'id' | 'alt' | 'mediaContentType'>
        & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'MediaImage' }
        & Pick<StorefrontAPI.MediaImage, 'id' | 'alt' | 'mediaContentType'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'Model3d' }
        & Pick<StorefrontAPI.Model3d, 'id' | 'alt' | 'mediaContentType'>
        & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'Video' }
        & Pick<StorefrontAPI.Video, 'id' | 'alt' | 'mediaContentType'>
        & { sources: Array<Pick<StorefrontAPI.VideoSource, 'url' | 'mimeType'>>, previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      )> }, options: Array<(
      Pick<StorefrontAPI.ProductOption, 'id' | 'name'>
      & { optionValues: Array<(
        Pick<StorefrontAPI.ProductOptionValue, 'id' | 'name'>
        & { swatch?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
          & { image?: StorefrontAPI.Maybe<{ previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }> }
        )>, firstSelectableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable' | 'requiresShipping' | 'weight' | 'weightUnit'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> }
        )> }
      )> }
    )>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable' | 'requiresShipping' | 'weight' | 'weightUnit'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> }
    )>, adjacentVariants: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable' | 'requiresShipping' | 'weight' | 'weightUnit'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> }
    )>, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      )> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, pdpDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, materialsAndCare?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, dimensions?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, shipping?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, swatchColor?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, preorderNote?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, styleColor?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, fabrication?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, matchingColours?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.Collection, 'handle'>
        & { products: { nodes: Array<(
            Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
            & { swatchColor?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, options: Array<(
              Pick<StorefrontAPI.ProductOption, 'name'>
              & { optionValues: Array<(
                Pick<StorefrontAPI.ProductOptionValue, 'name'>
                & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>> }
              )> }
            )> }
          )> } }
      )> }> }
  )> };

export type ProductRecommendationsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductRecommendationsQuery = { productRecommendations?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'productType' | 'availableForSale' | 'publishedAt' | 'tags'>
    & { options: Array<(
      Pick<StorefrontAPI.ProductOption, 'name'>
      & { optionValues: Array<(
        Pick<StorefrontAPI.ProductOptionValue, 'name'>
        & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>> }
      )> }
    )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>> };

export type ContentProductsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ContentProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'productType' | 'availableForSale' | 'publishedAt' | 'tags'>
      & { options: Array<(
        Pick<StorefrontAPI.ProductOption, 'name'>
        & { optionValues: Array<(
          Pick<StorefrontAPI.ProductOptionValue, 'name'>
          & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>> }
        )> }
      )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
    )> } };

export type CollectionsMenuQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionsMenuQuery = { menu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'handle' | 'title' | 'itemsCount'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
      & { resource?: StorefrontAPI.Maybe<{ __typename: 'Article' | 'Blog' | 'Metaobject' | 'Page' | 'ShopPolicy' } | (
        { __typename: 'Collection' }
        & Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'Product' }
        & Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'>
      )> }
    )> }
  )> };

export type CollectionsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionsQuery = { collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    )> } };

export type CollectionProductsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  filters?: StorefrontAPI.InputMaybe<Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionProductsQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'updatedAt'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, products: { filters: Array<(
        Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type' | 'presentation'>
        & { values: Array<(
          Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
          & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Swatch, 'color'>> }
        )> }
      )>, nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'productType' | 'availableForSale' | 'publishedAt' | 'tags'>
        & { options: Array<(
          Pick<StorefrontAPI.ProductOption, 'name'>
          & { optionValues: Array<(
            Pick<StorefrontAPI.ProductOptionValue, 'name'>
            & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>> }
          )> }
        )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } }
  )> };

export type PredictiveSearchQueryVariables = StorefrontAPI.Exact<{
  term: StorefrontAPI.Scalars['String']['input'];
  limit: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type PredictiveSearchQuery = { predictiveSearch?: StorefrontAPI.Maybe<{ products: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'productType' | 'trackingParameters'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
    )> }> };

export type SearchProductsQueryVariables = StorefrontAPI.Exact<{
  term: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  filters?: StorefrontAPI.InputMaybe<Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.SearchSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SearchProductsQuery = { search: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { productFilters: Array<(
      Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type' | 'presentation'>
      & { values: Array<(
        Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
        & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Swatch, 'color'>> }
      )> }
    )>, nodes: Array<(
      Pick<StorefrontAPI.Product, 'trackingParameters' | 'id' | 'title' | 'handle' | 'productType' | 'availableForSale' | 'publishedAt' | 'tags'>
      & { options: Array<(
        Pick<StorefrontAPI.ProductOption, 'name'>
        & { optionValues: Array<(
          Pick<StorefrontAPI.ProductOptionValue, 'name'>
          & { swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>> }
        )> }
      )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> }
  ) };

interface GeneratedQueryTypes {
  "#graphql\n  query CustomerOrderCursors($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      orders(first: 250, sortKey: PROCESSED_AT, reverse: true) {\n        edges { cursor node { id } }\n      }\n    }\n  }\n": {return: CustomerOrderCursorsQuery, variables: CustomerOrderCursorsQueryVariables},
  "#graphql\n  query CustomerOrder($customerAccessToken: String!, $after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      orders(first: 1, after: $after, sortKey: PROCESSED_AT, reverse: true) {\n        nodes { ...OrderDetail }\n      }\n    }\n  }\n  fragment OrderDetail on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    canceledAt\n    cancelReason\n    currencyCode\n    email\n    phone\n    financialStatus\n    fulfillmentStatus\n    statusUrl\n    customerUrl\n    currentSubtotalPrice { ...Money }\n    currentTotalPrice { ...Money }\n    currentTotalTax { ...Money }\n    totalShippingPrice { ...Money }\n    totalRefunded { ...Money }\n    discountApplications(first: 10) {\n      nodes {\n        value {\n          ... on MoneyV2 { ...Money }\n          ... on PricingPercentageValue { percentage }\n        }\n      }\n    }\n    lineItems(first: 10) {\n      nodes {\n        title\n        quantity\n        originalTotalPrice { ...Money }\n        discountedTotalPrice { ...Money }\n        variant {\n          id\n          title\n          sku\n          image { url altText width height }\n          product { handle }\n        }\n      }\n    }\n    shippingAddress { ...CustomerAddress }\n    billingAddress { ...CustomerAddress }\n    successfulFulfillments(first: 10) {\n      trackingCompany\n      trackingInfo(first: 10) { number url }\n    }\n  }\n  #graphql\n  fragment CustomerAddress on MailingAddress {\n    id\n    firstName\n    lastName\n    name\n    company\n    address1\n    address2\n    city\n    province\n    provinceCode\n    country\n    countryCodeV2\n    zip\n    phone\n    formatted(withName: true, withCompany: true)\n    formattedArea\n    latitude\n    longitude\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n": {return: CustomerOrderQuery, variables: CustomerOrderQueryVariables},
  "#graphql\n  query Customer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) { ...CustomerDetails }\n  }\n  #graphql\n  fragment CustomerDetails on Customer {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    phone\n    acceptsMarketing\n    tags\n    createdAt\n    updatedAt\n    numberOfOrders\n    defaultAddress { ...CustomerAddress }\n    addresses(first: 250) { nodes { ...CustomerAddress } }\n    orders(first: 250, sortKey: PROCESSED_AT, reverse: true) { nodes { ...OrderSummary } }\n  }\n  #graphql\n  fragment CustomerAddress on MailingAddress {\n    id\n    firstName\n    lastName\n    name\n    company\n    address1\n    address2\n    city\n    province\n    provinceCode\n    country\n    countryCodeV2\n    zip\n    phone\n    formatted(withName: true, withCompany: true)\n    formattedArea\n    latitude\n    longitude\n  }\n\n  #graphql\n  fragment OrderSummary on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    canceledAt\n    financialStatus\n    fulfillmentStatus\n    currentTotalPrice { ...Money }\n    lineItems(first: 3) {\n      nodes {\n        title\n        quantity\n        variant { id image { url altText width height } }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n\n\n": {return: CustomerQuery, variables: CustomerQueryVariables},
  "#graphql\n  query HomeProducts($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes { ...ProductCard }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    productType\n    availableForSale\n    publishedAt\n    tags\n    options { name optionValues { name swatch { color } } }\n    featuredImage { id url altText width height }\n    # The second photograph shows on hover in product grids.\n    images(first: 2) { nodes { id url altText width height } }\n    priceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n    compareAtPriceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n  }\n\n": {return: HomeProductsQuery, variables: HomeProductsQueryVariables},
  "#graphql\n  query Localization($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    localization {\n      availableCountries {\n        isoCode\n        name\n        unitSystem\n        currency { isoCode name symbol }\n        availableLanguages { isoCode endonymName name }\n        defaultLanguage { isoCode }\n      }\n      availableLanguages { isoCode endonymName name }\n      country { isoCode name currency { isoCode name symbol } }\n      language { isoCode endonymName name }\n    }\n  }\n": {return: LocalizationQuery, variables: LocalizationQueryVariables},
  "#graphql\n  query ProductCollections($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      collections(first: 5) {\n        nodes {\n          handle\n          title\n          products(first: 4, filters: [{ available: true }]) { nodes { ...ProductCard } }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    productType\n    availableForSale\n    publishedAt\n    tags\n    options { name optionValues { name swatch { color } } }\n    featuredImage { id url altText width height }\n    # The second photograph shows on hover in product grids.\n    images(first: 2) { nodes { id url altText width height } }\n    priceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n    compareAtPriceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n  }\n\n": {return: ProductCollectionsQuery, variables: ProductCollectionsQueryVariables},
  "#graphql\n  query Product(\n    $handle: String!\n    $selectedOptions: [SelectedOptionInput!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      description\n      productType\n      tags\n      createdAt\n      updatedAt\n      publishedAt\n      availableForSale\n      isGiftCard\n      totalInventory\n      onlineStoreUrl\n      encodedVariantExistence\n      encodedVariantAvailability\n      seo { title description }\n      featuredImage { ...ProductImage }\n      # Every photograph of the piece, for the structured data; the gallery shows media.\n      images(first: 250) { nodes { url } }\n      media(first: 250) { nodes { ...ProductMedia } }\n      options(first: 250) {\n        id\n        name\n        optionValues {\n          id\n          name\n          swatch { color image { previewImage { ...ProductImage } } }\n          firstSelectableVariant { ...ProductVariant }\n        }\n      }\n      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {\n        ...ProductVariant\n      }\n      adjacentVariants(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {\n        ...ProductVariant\n      }\n      # Every variant, lightly: one Offer each in the structured data and the target of ?variant=.\n      # The page itself works from the selected, adjacent and first selectable variants.\n      variants(first: 250) {\n        nodes {\n          id\n          title\n          sku\n          availableForSale\n          price { amount currencyCode }\n          image { url }\n          selectedOptions { name value }\n        }\n      }\n      priceRange {\n        minVariantPrice { amount currencyCode }\n        maxVariantPrice { amount currencyCode }\n      }\n      compareAtPriceRange {\n        minVariantPrice { amount currencyCode }\n        maxVariantPrice { amount currencyCode }\n      }\n      pdpDescription: metafield(namespace: \"pdp\", key: \"description\") { value }\n      materialsAndCare: metafield(namespace: \"pdp\", key: \"materials_and_care\") { value }\n      dimensions: metafield(namespace: \"pdp\", key: \"dimensions\") { value }\n      shipping: metafield(namespace: \"pdp\", key: \"shipping\") { value }\n      swatchColor: metafield(namespace: \"pdp\", key: \"swatch_color\") { value }\n      preorderNote: metafield(namespace: \"custom\", key: \"preorder_note\") { value }\n      styleColor: metafield(namespace: \"my_fields\", key: \"style_color\") { value }\n      fabrication: metafield(namespace: \"my_fields\", key: \"fabrication\") { value }\n      matchingColours: metafield(namespace: \"pdp\", key: \"swatch_collection\") {\n        reference {\n          ... on Collection {\n            handle\n            products(first: 30) {\n              nodes {\n                id\n                handle\n                title\n                availableForSale\n                swatchColor: metafield(namespace: \"pdp\", key: \"swatch_color\") { value }\n                options(first: 1) { name optionValues { name swatch { color } } }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariant on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    quantityAvailable\n    requiresShipping\n    price { amount currencyCode }\n    compareAtPrice { amount currencyCode }\n    unitPrice { amount currencyCode }\n    weight\n    weightUnit\n    selectedOptions { name value }\n    image { id url altText width height }\n    # The rest of the spec's variant.product (tags, type, picture, preorder note) is the page's own\n    # product; the bag's lines ask for it whole. Each variant comes back several times over here,\n    # and every copy is parsed again on each cached read.\n    product { id handle title }\n  }\n\n  #graphql\n  fragment ProductMedia on Media {\n    __typename\n    id\n    alt\n    mediaContentType\n    previewImage { ...ProductImage }\n    ... on MediaImage { image { ...ProductImage } }\n    ... on Video { sources { url mimeType } }\n    ... on ExternalVideo { embedUrl host }\n  }\n  #graphql\n  fragment ProductImage on Image { id url altText width height }\n\n\n": {return: ProductQuery, variables: ProductQueryVariables},
  "#graphql\n  query ProductRecommendations($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    productRecommendations(productHandle: $handle, intent: RELATED) { ...ProductCard }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    productType\n    availableForSale\n    publishedAt\n    tags\n    options { name optionValues { name swatch { color } } }\n    featuredImage { id url altText width height }\n    # The second photograph shows on hover in product grids.\n    images(first: 2) { nodes { id url altText width height } }\n    priceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n    compareAtPriceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n  }\n\n": {return: ProductRecommendationsQuery, variables: ProductRecommendationsQueryVariables},
  "#graphql\n  query ContentProducts($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, query: $query) {\n      nodes { ...ProductCard }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    productType\n    availableForSale\n    publishedAt\n    tags\n    options { name optionValues { name swatch { color } } }\n    featuredImage { id url altText width height }\n    # The second photograph shows on hover in product grids.\n    images(first: 2) { nodes { id url altText width height } }\n    priceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n    compareAtPriceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n  }\n\n": {return: ContentProductsQuery, variables: ContentProductsQueryVariables},
  "#graphql\n  query CollectionsMenu($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    menu(handle: $handle) {\n      handle\n      title\n      itemsCount\n      items {\n        id\n        title\n        url\n        resource {\n          __typename\n          ... on Collection { ...CollectionTile }\n          ... on Product { id handle title }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CollectionTile on Collection {\n    id\n    handle\n    title\n    description\n    image { id url altText width height }\n  }\n\n": {return: CollectionsMenuQuery, variables: CollectionsMenuQueryVariables},
  "#graphql\n  query Collections($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collections(first: $first) {\n      nodes { ...CollectionTile }\n    }\n  }\n  #graphql\n  fragment CollectionTile on Collection {\n    id\n    handle\n    title\n    description\n    image { id url altText width height }\n  }\n\n": {return: CollectionsQuery, variables: CollectionsQueryVariables},
  "#graphql\n  query CollectionProducts(\n    $handle: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $filters: [ProductFilter!]\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      descriptionHtml\n      updatedAt\n      seo { title description }\n      image { id url altText width height }\n      products(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        filters: $filters\n        sortKey: $sortKey\n        reverse: $reverse\n      ) {\n        filters { ...ProductFilterFacet }\n        nodes { ...ProductCard }\n        pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    productType\n    availableForSale\n    publishedAt\n    tags\n    options { name optionValues { name swatch { color } } }\n    featuredImage { id url altText width height }\n    # The second photograph shows on hover in product grids.\n    images(first: 2) { nodes { id url altText width height } }\n    priceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n    compareAtPriceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n  }\n\n  #graphql\n  fragment ProductFilterFacet on Filter {\n    id\n    label\n    type\n    presentation\n    values {\n      id\n      label\n      count\n      input\n      swatch { color }\n    }\n  }\n\n": {return: CollectionProductsQuery, variables: CollectionProductsQueryVariables},
  "#graphql\n  query PredictiveSearch($term: String!, $limit: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    predictiveSearch(query: $term, limit: $limit, limitScope: EACH, types: [PRODUCT]) {\n      products {\n        id\n        title\n        handle\n        productType\n        trackingParameters\n        featuredImage { id url altText width height }\n        priceRange { minVariantPrice { amount currencyCode } }\n      }\n    }\n  }\n": {return: PredictiveSearchQuery, variables: PredictiveSearchQueryVariables},
  "#graphql\n  query SearchProducts(\n    $term: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $filters: [ProductFilter!]\n    $sortKey: SearchSortKeys\n    $reverse: Boolean\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(\n      query: $term\n      types: [PRODUCT]\n      first: $first\n      last: $last\n      before: $startCursor\n      after: $endCursor\n      productFilters: $filters\n      sortKey: $sortKey\n      reverse: $reverse\n      unavailableProducts: LAST\n    ) {\n      totalCount\n      productFilters { ...ProductFilterFacet }\n      # A result's link carries its tracking parameters, for Shopify's search analytics.\n      nodes { ... on Product { ...ProductCard trackingParameters } }\n      pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    productType\n    availableForSale\n    publishedAt\n    tags\n    options { name optionValues { name swatch { color } } }\n    featuredImage { id url altText width height }\n    # The second photograph shows on hover in product grids.\n    images(first: 2) { nodes { id url altText width height } }\n    priceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n    compareAtPriceRange {\n      minVariantPrice { amount currencyCode }\n      maxVariantPrice { amount currencyCode }\n    }\n  }\n\n  #graphql\n  fragment ProductFilterFacet on Filter {\n    id\n    label\n    type\n    presentation\n    values {\n      id\n      label\n      count\n      input\n      swatch { color }\n    }\n  }\n\n": {return: SearchProductsQuery, variables: SearchProductsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { ...CustomerUserErrorFields }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAccessTokenCreateMutation, variables: CustomerAccessTokenCreateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenDelete($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      deletedCustomerAccessTokenId\n      userErrors { field message }\n    }\n  }\n": {return: CustomerAccessTokenDeleteMutation, variables: CustomerAccessTokenDeleteMutationVariables},
  "#graphql\n  mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { ...CustomerUserErrorFields }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerActivateByUrlMutation, variables: CustomerActivateByUrlMutationVariables},
  "#graphql\n  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {\n      customerAddress { id }\n      customerUserErrors { ...CustomerUserErrorFields }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressCreateMutation, variables: CustomerAddressCreateMutationVariables},
  "#graphql\n  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {\n      deletedCustomerAddressId\n      customerUserErrors { ...CustomerUserErrorFields }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressDeleteMutation, variables: CustomerAddressDeleteMutationVariables},
  "#graphql\n  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {\n      customerAddress { id }\n      customerUserErrors { ...CustomerUserErrorFields }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressUpdateMutation, variables: CustomerAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerCreate($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerCreate(input: $input) {\n      customer { id }\n      customerUserErrors { ...CustomerUserErrorFields }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerCreateMutation, variables: CustomerCreateMutationVariables},
  "#graphql\n  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {\n      customer { id }\n      customerUserErrors { ...CustomerUserErrorFields }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerDefaultAddressUpdateMutation, variables: CustomerDefaultAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerRecover(email: $email) {\n      customerUserErrors { ...CustomerUserErrorFields }\n      userErrors { field message }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerRecoverMutation, variables: CustomerRecoverMutationVariables},
  "#graphql\n  mutation CustomerReset($id: ID!, $input: CustomerResetInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerReset(id: $id, input: $input) {\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { ...CustomerUserErrorFields }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerResetMutation, variables: CustomerResetMutationVariables},
  "#graphql\n  mutation CustomerResetByUrl($resetUrl: URL!, $password: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerResetByUrl(resetUrl: $resetUrl, password: $password) {\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { ...CustomerUserErrorFields }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerResetByUrlMutation, variables: CustomerResetByUrlMutationVariables},
  "#graphql\n  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {\n      customer { id }\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { ...CustomerUserErrorFields }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerUpdateMutation, variables: CustomerUpdateMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
