// The finished URLs of every content image a page shows, one srcset per shape it is shown in, built
// here with @sanity/image-url (image-url.ts) so that the browser never loads the builder: the
// components only read `image.urls[shape]`. Each function below follows one loader's result and
// names the shapes its components ask for.
import type { AppLoadContext } from 'react-router';
import type {
  HomeQueryResult,
  ImageResult,
  LookbookCardResult,
  LookbookQueryResult,
  ModuleResult,
  PageQueryResult,
} from '~/core/sanity/model';
import { IMAGE_SHAPES, type ImageShape } from '~/core/sanity/image-shapes';
import { responsiveImage, sanityImageConfig, type SanityImageConfig } from '~/core/sanity/image-url';

export class ImageRenditions {
  private readonly config: SanityImageConfig;

  constructor(context: Pick<AppLoadContext, 'config'>) {
    this.config = sanityImageConfig(context.config);
  }

  image<Image extends ImageResult | null>(image: Image, ...shapes: ImageShape[]): Image {
    if (!image) return image;
    const urls = Object.fromEntries(shapes.map((shape) => [shape, responsiveImage(this.config, image, IMAGE_SHAPES[shape])]));
    return { ...image, urls };
  }

  card(lookbook: LookbookCardResult): LookbookCardResult {
    return { ...lookbook, hero: this.image(lookbook.hero, 'portrait') };
  }

  modules(modules: ModuleResult[]): ModuleResult[] {
    return modules.map((module) => {
      switch (module._type) {
        case 'moduleCollection':
          return { ...module, image: this.image(module.image, 'portrait') };
        case 'moduleImage':
          return { ...module, image: this.image(module.image, 'own') };
        case 'moduleLookbooks':
          return { ...module, lookbooks: module.lookbooks.map((lookbook) => this.card(lookbook)) };
        default:
          return module;
      }
    });
  }

  home(home: HomeQueryResult): HomeQueryResult {
    return {
      ...home,
      hero: { ...home.hero, image: this.image(home.hero.image, 'own', 'phoneHero') },
      modules: this.modules(home.modules),
    };
  }

  page(page: PageQueryResult): PageQueryResult {
    return { ...page, heroImage: this.image(page.heroImage, 'wide'), modules: this.modules(page.modules) };
  }

  lookbook(lookbook: LookbookQueryResult): LookbookQueryResult {
    return {
      ...lookbook,
      hero: this.image(lookbook.hero, 'own', 'phoneLookbook'),
      spreads: lookbook.spreads.map((spread) => ({
        ...spread,
        images: spread.images.map((entry) => ({ ...entry, image: this.image(entry.image, 'portrait') })),
      })),
    };
  }
}
