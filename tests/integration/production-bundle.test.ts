// What the worker and the browser run must be the libraries' production builds: development builds
// carry extra checks and warnings that cost CPU on every request and bytes on every page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild } from '../support/storefront.ts';

const buildDir = process.env.BOTTEGA_BUILD_DIR ?? 'dist';

/** Text that only a development build of each library contains. */
const DEVELOPMENT_MARKERS: Array<[library: string, marker: RegExp]> = [
  ['React', /react(-dom|-jsx-runtime)?\.development\.js|react-dom-server[.a-z-]*\.development\.js/],
  // In a minified browser bundle only the development build keeps its dev-only warnings' text.
  ['React Router', /react-router\/dist\/development\/|ENABLE_DEV_WARNINGS\s*=\s*true|You rendered descendant <Routes>/],
  ['Hydrogen', /@shopify\/hydrogen\/dist\/development\/|hydrogen-react\/dist\/browser-dev\//],
];

function findDevelopmentBuilds(source: string): string[] {
  return DEVELOPMENT_MARKERS.filter(([, marker]) => marker.test(source)).map(([library]) => library);
}

describe('production bundle', () => {
  it('the markers recognise a development build', () => {
    expect(findDevelopmentBuilds('var ENABLE_DEV_WARNINGS = true;')).toEqual(['React Router']);
    expect(findDevelopmentBuilds('// node_modules/react/cjs/react.development.js')).toEqual(['React']);
    expect(findDevelopmentBuilds('// node_modules/@shopify/hydrogen/dist/development/index.js')).toEqual(['Hydrogen']);
    expect(findDevelopmentBuilds('var ENABLE_DEV_WARNINGS = false;')).toEqual([]);
  });

  it('the worker bundle holds no development build of React, React Router or Hydrogen', () => {
    requireBuild();
    const server = readFileSync(join(buildDir, 'server', 'index.js'), 'utf8');
    expect(findDevelopmentBuilds(server)).toEqual([]);
  });

  it('the browser bundles hold no development build either', () => {
    requireBuild();
    const assets = join(buildDir, 'client', 'assets');
    const found = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => findDevelopmentBuilds(readFileSync(join(assets, file), 'utf8')).map((library) => `${library} in ${file}`));
    expect(found).toEqual([]);
  });
});
