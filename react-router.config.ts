import type { Config } from '@react-router/dev/config';
import { hydrogenPreset } from '@shopify/hydrogen/react-router-preset';

// Hydrogen's preset fixes the options Oxygen supports (dist/ output, middleware, split route modules).
export default {
  presets: [hydrogenPreset()],
} satisfies Config;
