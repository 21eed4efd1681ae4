// The shapes the shell's data travels in: what the header, menus, footer, panels and the 404 page
// render, shaped on the server so that every page carries only that (no Sanity keys, link kinds or
// image metadata). The texts keep whatever preview puts in them (stega), so click-to-edit still
// finds them; hrefs never carry it.
import type { PagePortableText } from '~/core/sanity/model';

/** A content link, resolved on the server by the spec's link rules. */
export interface ShellLink {
  title: string;
  /** Null when the link points nowhere (a deleted page): its text shows without a link. */
  href: string | null;
  /** Opens in a new tab (footer links with an explicit url); absent otherwise. */
  external?: true;
}

/**
 * A picture beside a menu's links: the image's address after the settings' `menuImageBase` (the
 * menu asks for its size), and where it leads. Pictures the merchant hides on a menu's screen are left out of that menu on the server.
 */
export interface ShellMenuImage {
  src: string;
  alt: string;
  title: string;
  href: string | null;
}

export interface ShellSubMenu {
  title: string;
  links: ShellLink[];
}

export interface ShellMenuEntry {
  title: string;
  href: string | null;
  subMenus: ShellSubMenu[];
  images: ShellMenuImage[];
}

export interface ShellFooterColumn {
  title: string;
  links: ShellLink[];
}

/** The announcement strip, present only while the merchant shows it. */
export interface ShellBanner {
  text: string;
  href: string | null;
  colors: { background: string | null; text: string | null };
}

interface ShellLogo {
  src: string;
  width: number;
  height: number;
}

/** The site's seo settings every page's meta falls back to; the image as its address. */
interface ShellSeo {
  title: string | null;
  description: string | null;
  image: string | null;
}

/** The newsletter sign-up's words (the list it subscribes to stays on the server). */
export interface ShellNewsletterSignup {
  title: string;
  /** The blurb as one line of text. */
  text: string;
  buttonLabel: string;
}

/** The site settings every page's shell renders. */
export interface ShellSettings {
  siteName: string;
  menu: ShellMenuEntry[];
  menuMobile: ShellMenuEntry[];
  /** Where every menu picture's address starts (see ShellMenuImage). */
  menuImageBase: string;
  footer: ShellFooterColumn[];
  footerMobile: ShellFooterColumn[];
  banner: ShellBanner | null;
  logo: ShellLogo | null;
  seo: ShellSeo;
  /** The accessibility popup's title and button; its words are fetched when the popup opens. */
  accessibility: { title: string; widgetLabel: string } | null;
  newsletterSignup: ShellNewsletterSignup | null;
  copyright: string | null;
}

/** A market as the region and currency selectors show it and the /locale form posts it. */
export interface ShellCountry {
  isoCode: string;
  name: string;
  currency: { isoCode: string; symbol: string };
}

export interface ShellLocalization {
  country: ShellCountry;
  availableCountries: ShellCountry[];
  /** The languages the current country is sold in, each named in itself ('Italiano'); each has its own address. */
  languages: ShellLanguage[];
}

export interface ShellLanguage {
  isoCode: string;
  endonymName: string;
}

/** Merchant copy shown in one place only, loaded where it is shown rather than by every page. */
export interface ShellNote {
  title: string;
  body: PagePortableText;
  links: ShellLink[];
}

/** The copy that panels fetch when they open (the page behind each is the no-JavaScript path). */
export interface ShellCopy {
  accessibility: { body: PagePortableText } | null;
  shipping: ShellNote | null;
}

export type ShellCopyPart = keyof ShellCopy;

export const SHELL_COPY_PARTS: readonly ShellCopyPart[] = ['accessibility', 'shipping'];

/** Where a panel fetches its copy. */
export const shellCopyPath = (part: ShellCopyPart) => `/api/shell-copy/${part}`;

/** A React key for a link in a list, from its content (the index keeps repeated links apart). */
export function linkKey(link: Pick<ShellLink, 'title' | 'href'>, index: number): string {
  return `${index}:${link.href ?? ''}:${link.title}`;
}
