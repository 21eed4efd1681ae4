import type { Route } from './+types/buy.$';
import { openPermalink } from '~/bag/permalink.server';

/** UCP's permalink (dev.ucp.shopping.permalink), /buy/{items}?continue_to=…: fills the bag, then goes on. */
export const loader = ({ request, context, params }: Route.LoaderArgs) => openPermalink(request, context, params['*'] ?? '', 'ucp');
