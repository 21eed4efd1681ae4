// The local runtime's settings: the session secret rule, and which client header it may trust.
import { describe, expect, it } from 'vitest';
import {
  DEMO_SESSION_SECRET,
  FRONT_DOOR_CLIENT_IP_HEADER,
  planServices,
  sessionSecret,
  StartupError,
  workerEnv,
} from '../../scripts/local-env.ts';
import { issueCredentials } from '../../emulators/credentials.ts';

const EMULATORS = { url: 'http://127.0.0.1:1', credentials: issueCredentials() };

const SHOP = { PUBLIC_STORE_DOMAIN: 'shop.example', PUBLIC_STOREFRONT_API_TOKEN: 'a', PRIVATE_STOREFRONT_API_TOKEN: 'b' };
const SANITY = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' };
const KLAVIYO = { KLAVIYO_PUBLIC_KEY: 'Pk', KLAVIYO_LIST_ID: 'L1' };

describe('SESSION_SECRET', () => {
  it('may be left unset only when every service is emulated (the demo secret is used then)', () => {
    expect(sessionSecret(planServices({}), undefined)).toBe(DEMO_SESSION_SECRET);
    expect(sessionSecret(planServices({}), 'mine')).toBe('mine');
  });

  it.each([
    ['Shopify', SHOP],
    ['Sanity', SANITY],
    ['Klaviyo', KLAVIYO],
  ])('is required once %s is real, with a message naming it', (name, env) => {
    const plan = planServices(env);
    for (const missing of [undefined, '', '   ']) {
      expect(() => sessionSecret(plan, missing)).toThrow(StartupError);
      expect(() => sessionSecret(plan, missing)).toThrow(
        new RegExp(`SESSION_SECRET must be set when a real service is configured \\(${name}\\)`),
      );
    }
    expect(() => sessionSecret(plan, DEMO_SESSION_SECRET)).toThrow(/public demo secret/);
    expect(sessionSecret(plan, 'a-long-random-secret')).toBe('a-long-random-secret');
  });

  it('is enforced by the worker env every local runtime builds', () => {
    expect(() => workerEnv(planServices(SANITY), EMULATORS, SANITY)).toThrow(/SESSION_SECRET/);
    expect(() => workerEnv(planServices(KLAVIYO), EMULATORS, KLAVIYO)).toThrow(/SESSION_SECRET/);
    expect(workerEnv(planServices({}), EMULATORS, {}).SESSION_SECRET).toBe(DEMO_SESSION_SECRET);
  });
});

describe('TRUSTED_CLIENT_IP_HEADER locally', () => {
  it('is the front door’s header when a front door stands in front, and none without one', () => {
    expect(workerEnv(planServices({}), EMULATORS, {}, { frontDoor: true }).TRUSTED_CLIENT_IP_HEADER).toBe(FRONT_DOOR_CLIENT_IP_HEADER);
    expect(workerEnv(planServices({}), EMULATORS, {}).TRUSTED_CLIENT_IP_HEADER).toBe('none');
    // A production setting in .env does not make a header trustworthy where nothing sets it.
    expect(workerEnv(planServices({}), EMULATORS, { TRUSTED_CLIENT_IP_HEADER: 'oxygen-buyer-ip' }).TRUSTED_CLIENT_IP_HEADER).toBe('none');
  });
});

describe('tokens for emulated services', () => {
  it('are the ones the emulators issued, shaped like real ones', () => {
    const env = workerEnv(planServices({}), EMULATORS, {});
    expect(env.PUBLIC_STOREFRONT_API_TOKEN).toBe(EMULATORS.credentials.shopify.publicToken);
    expect(env.PRIVATE_STOREFRONT_API_TOKEN).toBe(EMULATORS.credentials.shopify.privateToken);
    expect(env.SANITY_PREVIEW_TOKEN).toBe(EMULATORS.credentials.sanityReadToken);
    // Hydrogen logs "you passed a private access token" for a public token that starts with shpat_
    // or is not 32 characters long.
    expect(env.PUBLIC_STOREFRONT_API_TOKEN).toMatch(/^[0-9a-f]{32}$/);
    expect(env.PRIVATE_STOREFRONT_API_TOKEN).toMatch(/^shpat_[0-9a-f]{32}$/);
    expect(env.SANITY_PREVIEW_TOKEN).toMatch(/^sk[A-Za-z0-9]{150,}$/);
  });

  it('never replace a real service’s own tokens', () => {
    const env = workerEnv(planServices(SHOP), EMULATORS, { ...SHOP, SESSION_SECRET: 'a-long-random-secret' });
    expect(env.PUBLIC_STOREFRONT_API_TOKEN).toBe('a');
    expect(env.PRIVATE_STOREFRONT_API_TOKEN).toBe('b');
  });
});

describe('the accessibility widget', () => {
  it('is the emulators’ stand-in when none is configured, and a configured one is kept', () => {
    expect(workerEnv(planServices({}), EMULATORS, {}).PUBLIC_ACCESSIBILITY_WIDGET_URL).toBe('http://127.0.0.1:1/accessibility-widget.js');
    const configured = { PUBLIC_ACCESSIBILITY_WIDGET_URL: 'https://widget.example/a11y.js' };
    expect(workerEnv(planServices({}), EMULATORS, configured).PUBLIC_ACCESSIBILITY_WIDGET_URL).toBe(
      configured.PUBLIC_ACCESSIBILITY_WIDGET_URL,
    );
  });
});
