import type { Route } from './+types/cart.$items';
import { openPermalink } from '~/bag/permalink.server';

/** Shopify's cart permalink, /cart/{variant id}:{quantity},…: fills the bag and opens it. */
export const loader = ({ request, context, params }: Route.LoaderArgs) => openPermalink(request, context, params.items, 'shopify');
