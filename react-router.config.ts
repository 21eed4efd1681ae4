import type { Config } from '@react-router/dev/config';
import { hydrogenPreset } from '@shopify/hydrogen/react-router-preset';

// Hydrogen's preset fixes the options Oxygen supports (middleware, split route modules).
// BOTTEGA_BUILD_DIR lets parallel work build side by side; deployments use the default dist/.
export default {
  presets: [hydrogenPreset()],
  buildDirectory: process.env.BOTTEGA_BUILD_DIR ?? 'dist',
} satisfies Config;
