import type { Config } from '@react-router/dev/config';
import { hydrogenPreset } from '@shopify/hydrogen/react-router-preset';

// Hydrogen's preset fixes the options Oxygen supports (middleware, split route modules, no Vite
// Environment API). The two React Router 8 flags it leaves open are decided here, each with its
// reasons, in docs/decisions/0063-react-router-8-flags.md.
// BOTTEGA_BUILD_DIR lets parallel work build side by side; deployments use the default dist/.
export default {
  presets: [hydrogenPreset()],
  buildDirectory: process.env.BOTTEGA_BUILD_DIR ?? 'dist',
  future: {
    v8_trailingSlashAwareDataRequests: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
