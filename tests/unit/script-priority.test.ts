import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads, withLowPriorityScripts } from '~/lib/shell/script-priority.server';

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/></head>';
const body = '<body><main>Caffè <link rel="modulepreload" href="/in-body.js"/></main></body></html>';

async function streamed(chunks: string[]): Promise<string> {
  const bytes = new TextEncoder().encode(chunks.join(''));
  // Cut the bytes at the chunk lengths given, so a cut may fall inside a character or a tag.
  const cuts = chunks.reduce<number[]>((at, chunk) => [...at, (at.at(-1) ?? 0) + new TextEncoder().encode(chunk).byteLength], []);
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      let from = 0;
      for (const to of cuts) {
        controller.enqueue(bytes.subarray(from, to));
        from = to;
      }
      controller.close();
    },
  });
  return new Response(withLowPriorityScripts(source)).text();
}

describe('the scripts wait for the first screen', () => {
  it("marks the head's module preloads low priority, and nothing else", () => {
    const amended = lowPriorityModulePreloads(head);
    expect(amended.match(/<link rel="modulepreload" fetchpriority="low" href/g)).toHaveLength(2);
    expect(amended).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(amended).toContain('fetchPriority="high"');
    expect(lowPriorityModulePreloads(amended)).toBe(amended);
  });

  it('amends the head however the stream is cut, and passes the body through untouched', async () => {
    const expected = lowPriorityModulePreloads(head) + body;
    expect(await streamed([head + body])).toBe(expected);
    // The head across chunks, a cut inside a tag, inside "</head>" and inside "è".
    expect(await streamed([head.slice(0, 90), head.slice(90, -3), head.slice(-3) + body.slice(0, 18), body.slice(18)])).toBe(expected);
    expect(await streamed(['', head, '', body])).toBe(expected);
  });

  it('leaves a document without a head as it is', async () => {
    expect(await streamed(['<p>plain</p>'])).toBe('<p>plain</p>');
  });
});
