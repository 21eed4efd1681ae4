import type { Route } from './+types/collections.$handle[.md]';
import { collectionMarkdown, markdownTwin } from '~/agents/markdown.server';

/** The collection page's Markdown twin, for assistants that read pages (lib/agents/markdown.server.ts). */
export const loader = ({ request, params, context }: Route.LoaderArgs) => markdownTwin(request, context, params.handle, collectionMarkdown);
