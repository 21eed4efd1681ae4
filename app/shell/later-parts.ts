// The shell's parts whose code is not in the first load (hydrate-later.tsx says how each kind works).
import { afterHydration, hydrateLater } from '~/core/ui/hydrate-later';

// Written by the server, their code fetched as hydration reaches them (hydrate-later.tsx): the
// footer is below the first screen, the editors' bar and the preview banner are for editors only.
export const SiteFooter = hydrateLater(() => import('~/shell/SiteFooter').then((module) => module.SiteFooter));
export const PreviewBanner = hydrateLater(() => import('~/content/preview/PreviewBanner').then((module) => module.PreviewBanner));
// Editors' preview tools (the Sanity client, click-to-edit overlays): only a draft preview renders
// them, so shoppers never load them. The server writes their provider script (hydrogen-sanity's
// <Sanity>) from the module it loaded at start, never from an import another request began (a
// module-level React.lazy would share that unsettled import between requests on the worker).
export const PreviewTools = hydrateLater(() => import('~/content/preview/PreviewTools').then((module) => module.default));
export const StudioBar = hydrateLater(() => import('~/content/preview/StudioBar').then((module) => module.StudioBar));
// Nothing to write, only to do once scripts run: offer the newsletter a second after the page, mount
// the panels that draw nothing until they open (the bag drawer, search, the account, the size
// guide), watch for a new deploy. Fetched after hydration (hydrate-later.tsx).
export const NewsletterPopup = afterHydration(() => import('~/newsletter/NewsletterPopup').then((module) => module.NewsletterPopup));
export const PanelMounts = afterHydration(() => import('~/shell/PanelMounts').then((module) => module.PanelMounts));
export const ReloadGuard = afterHydration(() => import('~/shell/ReloadGuard').then((module) => module.ReloadGuard));
