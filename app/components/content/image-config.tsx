import { createContext, useContext, type ReactNode } from 'react';
import type { SanityImageConfig } from '~/lib/content/image-url';

// The image host differs per deployment, so it travels from the loader to the page; content
// components deep in a tree read it from here instead of taking it as a prop at every level.
const SanityImageContext = createContext<SanityImageConfig | null>(null);

export function SanityImageProvider({ config, children }: { config: SanityImageConfig; children: ReactNode }) {
  return <SanityImageContext.Provider value={config}>{children}</SanityImageContext.Provider>;
}

export function useSanityImageConfig(): SanityImageConfig {
  const config = useContext(SanityImageContext);
  if (!config) throw new Error('SanityImage needs a SanityImageProvider (pass sanityImageConfig from the loader).');
  return config;
}
