// Starts the built storefront in the Customer Account API mode, with fresh emulator data, over
// https (Hydrogen's sign-in comes back only to an https origin).
import { startShop } from '../e2e/global-setup.ts';
import { E2E_PORT } from '../../playwright.config.ts';

export default async function globalSetup() {
  const { shop, close } = await startShop(E2E_PORT, { url: `https://localhost:${E2E_PORT}`, env: { ACCOUNTS: 'new' } });
  process.env.E2E_EMULATOR_URL = shop.emulatorUrl;
  return close;
}
