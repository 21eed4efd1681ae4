// Why a page led to Shopify's hosted sign-in (Customer Account API mode); shared by the server,
// which names the reason in the sign-in URL, and the notice that explains it.
export const HOSTED_SIGN_IN_REASONS = ['register', 'recover', 'reset', 'activate', 'password'] as const;
export type HostedSignInReason = (typeof HOSTED_SIGN_IN_REASONS)[number];
