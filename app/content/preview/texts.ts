// The studio layout: where editors arrive from click-to-edit.
import { area } from '~/core/texts/area';
export const studioMessages = {
  title: 'Content studio',
  eyebrow: 'For editors',
  notConfigured: 'No Sanity Studio is connected to this shop yet, so there is nothing to edit here.',
  howTo:
    'Set SANITY_STUDIO_ORIGIN to the address of the Studio (for example https://bottega.sanity.studio) and this address, and every edit link in preview, opens it at the same document.',
  demo: 'In the demonstration shop the content comes from the seed in emulators/seed/content; change it there and run the seed again.',
  backToShop: 'Back to the shop',
  /** The banner over a page seen in draft preview. */
  previewBanner: 'Preview: you are seeing unpublished drafts.',
  leavePreview: 'Leave preview',
} as const;
area('studio', studioMessages);
