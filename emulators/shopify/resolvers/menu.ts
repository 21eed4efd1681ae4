// Navigation menus (`menu(handle)`) for any handle the shop defines, with items resolving to their
// product, collection, page, blog, article or shop policy.
import type { ResolverMap } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import { gid } from '../ids.ts';
import { articleBy, blogBy, pageBy } from '../online-store/store.ts';
import { policyById } from './shop.ts';
import { translated } from '../translations/localize.ts';

interface MenuItemRow {
  id: number;
  parent_id: number | null;
  title: string;
  type: string;
  url: string | null;
  resource_type: string | null;
  resource_id: number | null;
  tags: string;
}

function itemObject(row: MenuItemRow, children: Map<number | null, MenuItemRow[]>, context: ShopContext): unknown {
  return {
    __typename: 'MenuItem',
    id: gid('MenuItem', row.id),
    title: translated(context, 'LINK', row.id, 'title', row.title),
    type: row.type,
    url: row.url ? new URL(row.url, context.services.storefrontUrl).toString() : null,
    resourceId: row.resource_type && row.resource_id != null ? gid(row.resource_type, row.resource_id) : null,
    resourceType: row.resource_type,
    resourceRowId: row.resource_id,
    tags: JSON.parse(row.tags),
    items: (children.get(row.id) ?? []).map((child) => itemObject(child, children, context)),
  };
}

export const menuResolvers: ResolverMap = {
  QueryRoot: {
    menu: (_root, args, context) => {
      const { db } = context.services;
      const menu = db.statement('SELECT id, handle, title FROM menus WHERE handle = ?').get(String(args.handle).slice(0, 255)) as
        { id: number; handle: string; title: string } | undefined;
      if (!menu) return null;
      const rows = db
        .statement('SELECT * FROM menu_items WHERE menu_id = ? ORDER BY parent_id IS NOT NULL, parent_id, position')
        .all(menu.id) as unknown as MenuItemRow[];
      const children = new Map<number | null, MenuItemRow[]>();
      for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
      return {
        __typename: 'Menu',
        id: gid('Menu', menu.id),
        handle: menu.handle,
        title: translated(context, 'MENU', menu.id, 'title', menu.title),
        itemsCount: rows.length,
        items: (children.get(null) ?? []).map((row) => itemObject(row, children, context)),
      };
    },
  },
  MenuItem: {
    resource: (item: any, _args, context) => {
      const catalogue = context.services.catalogue();
      if (item.resourceType === 'Product') return catalogue.productsById.get(item.resourceRowId) ?? null;
      if (item.resourceType === 'Collection') return catalogue.collectionsById.get(item.resourceRowId) ?? null;
      const { db } = context.services;
      if (item.resourceType === 'Page') return pageBy(db, { rowId: item.resourceRowId });
      if (item.resourceType === 'Blog') return blogBy(db, { rowId: item.resourceRowId });
      if (item.resourceType === 'Article') return articleBy(db, { rowId: item.resourceRowId });
      if (item.resourceType === 'ShopPolicy') return policyById(item.resourceRowId, context);
      return null;
    },
  },
};
