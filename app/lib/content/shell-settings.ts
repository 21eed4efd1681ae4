// What of the site settings every page's shell renders, and so what every page's loader data carries.
// Product-only settings (size guide, custom options) travel with the product page instead, and the
// menus' pictures keep only their address and alternative text (no asset ids, crops or metadata).
import type { MenuEntryResult, SettingsQueryResult } from '~/content/model';

type MenuImage = MenuEntryResult['images'][number];
export type ShellMenuImage = Omit<MenuImage, 'image'> & { image: { alt: string | null; asset: { url: string } } };
export type ShellMenuEntry = Omit<MenuEntryResult, 'images'> & { images: ShellMenuImage[] };
export type ShellSettings = Omit<SettingsQueryResult, 'sizeGuide' | 'customProductOptions' | 'menu' | 'menuMobile'> & {
  menu: ShellMenuEntry[];
  menuMobile: ShellMenuEntry[];
};

function shellMenu(entries: MenuEntryResult[]): ShellMenuEntry[] {
  return entries.map((entry) => ({
    ...entry,
    images: entry.images.map(({ image, ...item }) => ({ ...item, image: { alt: image.alt ?? null, asset: { url: image.asset.url } } })),
  }));
}

export function shellSettings(settings: SettingsQueryResult): ShellSettings {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { sizeGuide, customProductOptions, menu, menuMobile, ...shell } = settings;
  return { ...shell, menu: shellMenu(menu), menuMobile: shellMenu(menuMobile) };
}
