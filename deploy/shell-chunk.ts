import type { Plugin } from 'vite';

/** The root route: every page loads it, and everything it imports. */
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx$/;

/**
 * Gathers the app's own modules that the root route imports (statically, at any depth) into one
 * chunk, `shell`. Every page loads them anyway; left to itself the bundler cuts them into a dozen
 * small chunks shared with one route or another (the panel shell, each area's messages, the icons,
 * money...), and the first load pays a request, a preload link and a compression window for each.
 * Packages keep the bundler's own chunking: a group would also pull in modules that tree-shaking
 * drops (a package's unused entry with side effects).
 */
export function shellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: 'bottega:shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Capturing modules without their dependencies asks for this: a route module keeps its exports
    // and may export more (what the shell chunk takes from it).
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => ROOT_ROUTE.test(id));
      const stack = root ? [root] : [];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (shell.has(id)) continue;
        const info = this.getModuleInfo(id);
        // A module something loads on demand keeps its own chunk: the root may import it statically
        // only on the server's side (DeferredRichText), and the browser loads it later.
        if (id !== root && info?.dynamicImporters.length) continue;
        shell.add(id);
        stack.push(...(info?.importedIds ?? []));
      }
    },
    outputOptions: (options) => ({
      ...options,
      // The shell's modules import packages, never a route's module, so no two chunks import each
      // other and plain ES module order holds: no per-module init wrappers (they cost 4 KB gzip).
      strictExecutionOrder: false,
      codeSplitting: {
        groups: [
          { name: 'shell', test: (id: string) => shell.has(id) && !id.includes('node_modules'), includeDependenciesRecursively: false },
        ],
      },
    }),
  };
}
