// The studio layout's route: with a Studio configured, the editor's path goes there, and only there.
import { describe, expect, it } from 'vitest';
import { loader } from '~/routes/studio.$';

type Args = Parameters<typeof loader>[0];

async function answer(url: string, splat: string, studioOrigin?: string): Promise<Response | null> {
  const args = { request: new Request(url), params: { '*': splat }, context: { config: { sanity: { studioOrigin } } } } as unknown as Args;
  try {
    return (await loader(args)) as null;
  } catch (thrown) {
    return thrown as Response;
  }
}

describe('/studio', () => {
  it('leads to the same document in the configured Studio, query kept', async () => {
    const response = await answer(
      'https://shop.example/studio/intent/edit/id=product-1;type=product?perspective=drafts',
      'intent/edit/id=product-1;type=product',
      'https://bottega.sanity.studio',
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe(
      'https://bottega.sanity.studio/intent/edit/id=product-1;type=product?perspective=drafts',
    );
  });

  it('never leaves the Studio host, whatever the path says', async () => {
    const response = await answer('https://shop.example/studio//evil.example/x', '/evil.example/x', 'https://bottega.sanity.studio/');
    expect(new URL(response!.headers.get('location')!).host).toBe('bottega.sanity.studio');
  });

  it('renders its own page when no Studio is configured', async () => {
    expect(await answer('https://shop.example/studio', '')).toBeNull();
  });
});
