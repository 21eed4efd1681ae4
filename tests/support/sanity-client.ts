// A @sanity/client, unmodified, on a Sanity emulator a test started: the demo project and dataset,
// the API version the storefront asks for, the emulator's address instead of Sanity's hosts.
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';

export function emulatedSanityClient(apiHost: string, config: Partial<ClientConfig> = {}): SanityClient {
  return createClient({
    projectId: 'bottega',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    ...config,
  });
}
