// The shapes of the Customer Account API answers to app/graphql/customer-account.ts, written out
// by hand (codegen covers the Storefront API only); the documents themselves are schema-checked.
interface CaMoney {
  amount: string;
  currencyCode: string;
}

interface CaImage {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

export interface CaAddress {
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zoneCode: string | null;
  country: string | null;
  territoryCode: string | null;
  zip: string | null;
  phoneNumber: string | null;
  formatted: string[];
  name: string | null;
}

export interface CaOrderSummary {
  id: string;
  name: string;
  number: number;
  processedAt: string;
  cancelledAt: string | null;
  financialStatus: string | null;
  fulfillmentStatus: string;
  totalPrice: CaMoney;
  lineItems: { nodes: Array<{ title: string; quantity: number; image: CaImage | null }> };
}

export interface CaCustomer {
  id: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  creationDate: string;
  emailAddress: { emailAddress: string | null; marketingState: string } | null;
  phoneNumber: { phoneNumber: string } | null;
  defaultAddress: CaAddress | null;
  addresses: { nodes: CaAddress[] };
  orders: { nodes: CaOrderSummary[] };
}

export interface CaOrder {
  id: string;
  name: string;
  number: number;
  processedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  financialStatus: string | null;
  fulfillmentStatus: string;
  email: string | null;
  statusPageUrl: string;
  subtotal: CaMoney | null;
  totalPrice: CaMoney;
  totalTax: CaMoney | null;
  totalShipping: CaMoney;
  totalRefunded: CaMoney;
  lineItems: {
    nodes: Array<{
      title: string;
      variantTitle: string | null;
      sku: string | null;
      quantity: number;
      productId: string | null;
      totalPriceBeforeDiscounts: CaMoney | null;
      totalPrice: CaMoney | null;
      image: CaImage | null;
    }>;
  };
  shippingAddress: CaAddress | null;
  billingAddress: CaAddress | null;
  fulfillments: {
    nodes: Array<{
      status: string | null;
      trackingInformation: Array<{ company: string | null; number: string | null; url: string | null }>;
    }>;
  };
}

export interface CaUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}
