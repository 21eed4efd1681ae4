// The shop's Online Store content, as a merchant keeps it in Shopify's admin: the pages a stock
// Hydrogen app links to, the journal blog with its articles and their photographs, and the
// `main-menu` and `footer` navigation menus.
import type { ShopDatabase } from '../../shopify/db.ts';
import type { EditorialPhotoSpec } from '../images/editorial-photo.ts';
import { AVORIO, BORDEAUX, CAMMELLO, COGNAC, INK, OLIVA, SABBIA, TABACCO } from '../content/palette.ts';

const ARTICLE_IMAGE = { width: 1600, height: 1000 };

interface SeedPage {
  handle: string;
  title: string;
  day: string;
  body: string;
  seoDescription: string;
}

const PAGES: SeedPage[] = [
  {
    handle: 'about',
    title: 'About Bottega',
    day: '2025-08-28',
    seoDescription: 'A Florentine house of handmade leather goods and ready-to-wear, founded in 1962.',
    body: `<p>Bottega began in 1962 as a single bench in the Oltrarno, the quarter of Florence where leather workers, gilders and framers have shared courtyards for five centuries. Ada Benvenuti made belts and wallets for the tailors of Via Maggio; her first bag, the pochette that became the Symmetry, followed six years later.</p>
<h2>One piece, one pair of hands</h2>
<p>Twenty-two artisans work in the same building today. Each piece is made by one of them from the first cut to the last stitch, and carries their initials inside. Nothing is outsourced but the brass, which is cast in Prato, twenty kilometres away.</p>
<h2>Made to be mended</h2>
<p>Our calfskin is tanned slowly with chestnut bark, seams are saddle-stitched by hand with waxed linen, and edges are burnished in seven coats. Every piece can come back to the workshop for repair, for as long as it lives.</p>`,
  },
  {
    handle: 'shipping-and-returns',
    title: 'Shipping and Returns',
    day: '2025-08-30',
    seoDescription: 'Complimentary express shipping from Florence, and free returns within 30 days.',
    body: `<h2>Shipping</h2>
<p>Every order ships free by express courier from our workshop in Florence, within two working days of being placed. Delivery takes one to two days within Italy, two to four days across the European Union and three to five days to the United States, Canada, the United Kingdom and Japan.</p>
<p>Made-to-order and preorder pieces ship on the date shown on their page. Duties and taxes are calculated at checkout, so nothing is charged on delivery.</p>
<h2>Returns</h2>
<p>You may return any piece within 30 days of delivery, unworn and with its tags, for a full refund to the original payment method. Pieces marked Final Sale and personalised pieces cannot be returned.</p>
<p>To start a return, sign in to your account and choose the order, or write to us with your order number. We send a prepaid label; refunds are issued within five working days of the parcel reaching Florence.</p>
<h2>Repairs</h2>
<p>Stitching, edges, linings and hardware are repaired free for two years, and at cost after that, for the life of the piece.</p>`,
  },
  {
    handle: 'privacy',
    title: 'Privacy',
    day: '2025-09-01',
    seoDescription: 'What Bottega collects, why, and how to ask us to change or delete it.',
    body: `<p>Bottega S.r.l., Via dei Serragli 44, 50124 Florence, Italy, is the controller of the personal data you give us when you shop, create an account or subscribe to our letters.</p>
<h2>What we collect and why</h2>
<p>We keep your name, addresses, email, phone number and order history to make, deliver and repair your pieces, and to answer you when you write to us. Payment details go directly to our payment provider; we never see or store your card number.</p>
<p>With your consent we send a letter about new collections, no more than twice a month. Every letter has a link to unsubscribe.</p>
<h2>Your rights</h2>
<p>You may ask to see, correct, export or delete your data at any time by writing to privacy@bottega.example. We answer within thirty days. We never sell your data, and we share it only with the couriers and payment providers who need it to complete your order.</p>`,
  },
  {
    handle: 'terms',
    title: 'Terms',
    day: '2025-09-01',
    seoDescription: 'The terms that govern purchases from Bottega S.r.l.',
    body: `<p>These terms govern purchases made on this site from Bottega S.r.l., Florence, Italy (VAT IT01234567890). By placing an order you accept them.</p>
<h2>Orders and prices</h2>
<p>Prices are shown in the currency of your region and include VAT where it applies. An order is accepted when we send its confirmation; we may decline an order if a piece is no longer available, in which case nothing is charged.</p>
<h2>Handmade pieces</h2>
<p>Each piece is cut and finished by hand from natural leather. Small variations in grain, colour and stitching are the mark of that work, not a defect.</p>
<h2>Law</h2>
<p>These terms are governed by Italian law. If you shop as a consumer, you keep the protection of the law of the country where you live.</p>`,
  },
];

interface SeedArticle {
  handle: string;
  title: string;
  publishedAt: string;
  author: [first: string, last: string, email: string, bio: string];
  tags: string[];
  excerpt: string;
  content: string;
  image: { alt: string; spec: EditorialPhotoSpec };
}

const ARTICLES: SeedArticle[] = [
  {
    handle: 'forty-days-in-the-tannery',
    title: 'Forty days in the tannery',
    publishedAt: '2025-09-12T09:00:00Z',
    author: [
      'Chiara',
      'Benvenuti',
      'chiara@bottega.example',
      'Chiara runs the workshop her grandmother founded, and still cuts the first panel of every new model.',
    ],
    tags: ['Leather', 'Craft'],
    excerpt: 'Why our calfskin spends six weeks in drums of chestnut bark before it reaches the cutting table.',
    content: `<p>Forty kilometres down the Arno from our workshop, in Santa Croce sull’Arno, the tanneries still smell of wood. Our calfskin spends forty days there, turning slowly in wooden drums filled with chestnut and mimosa bark, before it comes back to Florence.</p>
<p>Chrome tanning takes a day. It gives a soft, even leather that looks the same on the day you buy it and the day you throw it away. Vegetable tanning gives a firmer hide that takes colour unevenly, marks easily at first and then, over years, darkens into a patina no finish can imitate.</p>
<h2>Reading a hide</h2>
<p>When the hides arrive we lay each one on the cutting table and read it: the growth lines along the spine, the small scars of a life outdoors, the places where the grain is tightest. The panels that take the most strain, a handle or a gusset, are cut from the shoulder; the fronts from the butt, where the grain is finest.</p>
<p>Nothing about this is quick, and that is the point. A hide chosen well and tanned slowly is the reason a Bottega bag can be carried for thirty years.</p>`,
    image: {
      alt: 'Hides of vegetable-tanned calfskin stacked on the cutting table in the workshop',
      spec: { scene: 'atelier', palette: [TABACCO, AVORIO, COGNAC], ...ARTICLE_IMAGE, seed: 901 },
    },
  },
  {
    handle: 'caring-for-vegetable-tanned-leather',
    title: 'Caring for vegetable-tanned leather',
    publishedAt: '2025-10-03T09:00:00Z',
    author: [
      'Marco',
      'Ricci',
      'marco@bottega.example',
      'Marco leads the repair bench, where pieces from every decade of the house come back to be mended.',
    ],
    tags: ['Care', 'Leather'],
    excerpt: 'Five habits that keep a bag supple for decades, from the artisan who repairs them.',
    content: `<p>Most of the bags that come back to our repair bench have not been mistreated. They have been loved and left alone. Leather tanned with bark is alive in the way wood is: it wants a little attention, not much.</p>
<h2>Five habits</h2>
<ul>
<li>Let it breathe. Store a bag stuffed with tissue, in its cotton dust bag, never in plastic.</li>
<li>Dry it slowly. Caught in the rain, blot it and let it dry away from a radiator; heat cracks the grain.</li>
<li>Feed it twice a year. A pea of neutral cream, worked in with a soft cloth, is all it needs.</li>
<li>Rest it. A bag carried every day lasts longer if it has a day off each week to recover its shape.</li>
<li>Bring it back. Loose stitching, a worn edge or a tired lining are an afternoon’s work for us.</li>
</ul>
<p>Marks and darkening are not damage. They are the patina, and after a few years they are the reason no two Bottega pieces look alike.</p>`,
    image: {
      alt: 'A cognac pochette on a linen cloth beside a tin of leather cream and a soft brush',
      spec: {
        scene: 'still-life',
        palette: [COGNAC, SABBIA, INK],
        ...ARTICLE_IMAGE,
        seed: 902,
        products: [{ kind: 'pochette', color: COGNAC }],
      },
    },
  },
  {
    handle: 'the-making-of-the-symmetry-pochette',
    title: 'The making of the Symmetry Pochette',
    publishedAt: '2025-11-07T09:00:00Z',
    author: [
      'Chiara',
      'Benvenuti',
      'chiara@bottega.example',
      'Chiara runs the workshop her grandmother founded, and still cuts the first panel of every new model.',
    ],
    tags: ['Craft', 'Symmetry'],
    excerpt: '612 stitches, seven coats on every edge, four hours at the stitching horse.',
    content: `<p>The Symmetry Pochette was the first bag Ada Benvenuti made, in 1968, for a customer who wanted something to carry to the opera. It has changed very little since.</p>
<h2>Two needles, one thread</h2>
<p>Its seams are saddle-stitched: two needles on one waxed linen thread, each passing through the same hole from opposite sides. If a stitch ever breaks, the seam holds. The pochette takes 612 stitches and about four hours at the stitching horse.</p>
<h2>Seven coats</h2>
<p>The edges are bevelled, sanded and dyed, then burnished with beeswax and a wooden slicker, seven coats in all, each left to dry overnight. It is the slowest part of the work and the part customers touch most.</p>
<p>The brass clasp is cast in Prato and fitted last, and the artisan who made the piece stamps their initials inside before it leaves the bench.</p>`,
    image: {
      alt: 'A bordeaux Symmetry Pochette resting on a stone ledge in late afternoon light',
      spec: {
        scene: 'street',
        palette: [BORDEAUX, CAMMELLO, OLIVA],
        ...ARTICLE_IMAGE,
        seed: 903,
        products: [{ kind: 'pochette', color: BORDEAUX }],
      },
    },
  },
];

type MenuEntry = [title: string, type: string, url: string, resource: [type: string, id: number] | null];

/** Writes pages, the journal and its articles, then the two navigation menus that link to them. */
export function writeOnlineStore(db: ShopDatabase, collectionIds: Map<string, number>, imageVersion: number): void {
  const insertPage = db.statement(
    'INSERT INTO pages (handle, title, body_html, created_at, updated_at, seo_title, seo_description) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const pageIds = new Map<string, number>();
  for (const page of PAGES) {
    const at = `${page.day}T09:00:00Z`;
    pageIds.set(
      page.handle,
      Number(insertPage.run(page.handle, page.title, page.body, at, at, `${page.title} | Bottega`, page.seoDescription).lastInsertRowid),
    );
  }

  const blogId = Number(
    db
      .statement('INSERT INTO blogs (handle, title, seo_title, seo_description) VALUES (?, ?, ?, ?)')
      .run('journal', 'Journal', 'Journal | Bottega', 'Notes from the workshop: leather, making and care.').lastInsertRowid,
  );
  const insertImage = db.statement(
    "INSERT INTO images (product_id, position, filename, alt_text, width, height, spec, version, renderer) VALUES (NULL, 1, ?, ?, ?, ?, ?, ?, 'editorial-photo')",
  );
  const insertArticle = db.statement(
    `INSERT INTO articles (blog_id, handle, title, content_html, excerpt_html, author_first_name, author_last_name, author_email, author_bio, tags, image_id, published_at, updated_at, seo_title, seo_description)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const article of ARTICLES) {
    const { spec, alt } = article.image;
    const imageId = Number(
      insertImage.run(`journal-${article.handle}`, alt, spec.width, spec.height, JSON.stringify(spec), imageVersion).lastInsertRowid,
    );
    const [first, last, email, bio] = article.author;
    insertArticle.run(
      blogId,
      article.handle,
      article.title,
      article.content,
      `<p>${article.excerpt}</p>`,
      first,
      last,
      email,
      bio,
      JSON.stringify(article.tags),
      imageId,
      article.publishedAt,
      article.publishedAt,
      `${article.title} | Bottega`,
      article.excerpt,
    );
  }

  const collection = (handle: string): MenuEntry => {
    const title = (db.statement('SELECT title FROM collections WHERE id = ?').get(collectionIds.get(handle)!) as { title: string }).title;
    return [title, 'COLLECTION', `/collections/${handle}`, ['Collection', collectionIds.get(handle)!]];
  };
  const page = (title: string, handle: string): MenuEntry => [title, 'PAGE', `/pages/${handle}`, ['Page', pageIds.get(handle)!]];
  const journal: MenuEntry = ['Journal', 'BLOG', '/blogs/journal', ['Blog', blogId]];
  writeMenu(db, 'main-menu', 'Main menu', [
    collection('new-arrivals'),
    collection('bags'),
    collection('shoes'),
    collection('ready-to-wear'),
    journal,
    page('The House', 'about'),
  ]);
  writeMenu(db, 'footer', 'Footer menu', [
    page('About Bottega', 'about'),
    page('Shipping & Returns', 'shipping-and-returns'),
    journal,
    ['Refunds', 'SHOP_POLICY', '/policies/refund-policy', ['ShopPolicy', 2]],
    page('Privacy', 'privacy'),
    page('Terms', 'terms'),
  ]);
}

function writeMenu(db: ShopDatabase, handle: string, title: string, entries: MenuEntry[]): void {
  const menuId = Number(db.statement('INSERT INTO menus (handle, title) VALUES (?, ?)').run(handle, title).lastInsertRowid);
  const insert = db.statement(
    'INSERT INTO menu_items (menu_id, parent_id, position, title, type, url, resource_type, resource_id) VALUES (?, NULL, ?, ?, ?, ?, ?, ?)',
  );
  entries.forEach(([itemTitle, type, url, resource], index) =>
    insert.run(menuId, index + 1, itemTitle, type, url, resource?.[0] ?? null, resource?.[1] ?? null),
  );
}
