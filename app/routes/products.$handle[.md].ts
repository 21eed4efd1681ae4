import type { Route } from './+types/products.$handle[.md]';
import { productMarkdown, markdownTwin } from '~/agents/markdown.server';

/** The product page's Markdown twin, for assistants that read pages (lib/agents/markdown.server.ts). */
export const loader = ({ request, params, context }: Route.LoaderArgs) => markdownTwin(request, context, params.handle, productMarkdown);
