/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />
/// <reference types="@shopify/hydrogen/react-router-types" />

import type { HydrogenEnv } from '@shopify/hydrogen';
import type { AppAdditionalContext } from '~/context.server';

declare global {
  /** Every variable the worker reads; `.env.example` documents each one. */
  interface Env extends HydrogenEnv {
    SANITY_PROJECT_ID: string;
    SANITY_DATASET: string;
    SANITY_API_VERSION?: string;
    /** Only for a self-hosted Content Lake (the local emulator); unset in production. */
    SANITY_API_HOST?: string;
    /** Image CDN base; defaults to https://cdn.sanity.io. */
    SANITY_IMAGE_HOST?: string;
    SANITY_PREVIEW_TOKEN?: string;
    SANITY_STUDIO_ORIGIN?: string;
    KLAVIYO_PUBLIC_KEY?: string;
    KLAVIYO_LIST_ID?: string;
    /** Only for the local emulator; unset in production (https://a.klaviyo.com). */
    KLAVIYO_API_HOST?: string;
    PUBLIC_ACCESSIBILITY_WIDGET_URL?: string;
    PUBLIC_ANALYTICS_SCRIPT_URL?: string;
    /** A marketing tag (ads, retargeting), loaded only for shoppers who accept marketing cookies. */
    PUBLIC_MARKETING_SCRIPT_URL?: string;
    /** The header the platform sets to the client's address: oxygen-buyer-ip on Oxygen, cf-connecting-ip on Cloudflare. */
    TRUSTED_CLIENT_IP_HEADER?: string;
    /** The shop's public address (https://shop.example): canonical, sitemap and robots.txt URLs. */
    PUBLIC_SITE_URL?: string;
  }

  // Loaders and actions receive the context server.ts builds.
  interface HydrogenAdditionalContext extends AppAdditionalContext {}
}

export {};
