// Types of shopify-com.js (a worker module, kept as JavaScript so workerd loads it as written) for the tests that call it.
export function toEmulator(url: string, emulatorUrl: string): string | null;
export function withEmulatedShopifyCom(request: Request, answer: Response, emulatorUrl: string): Promise<Response>;
export interface EdgeEnv {
  FRONT: { fetch(request: Request): Promise<Response> };
  EMULATOR_URL: string;
}
declare const edge: { fetch(request: Request, env: EdgeEnv): Promise<Response> };
export default edge;
export const shopifyCom: { fetch(request: Request, env: { EMULATOR_URL: string }): Promise<Response> };
