import type { Plugin } from 'vite';

/** The root route: every page loads it, and everything it imports. */
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx$/;
const SHELL = 'shell';

/**
 * Gathers the modules that the root route imports (statically, at any depth) into one chunk,
 * `shell`, with the root route itself. Every page loads them anyway; left to itself the bundler cuts
 * them into a dozen small chunks shared with one route or another (the panel shell, each area's
 * messages, the icons, money...), and the first load pays a request, a preload link and a
 * compression window for each.
 *
 * The shell takes the app's own modules, and any other module (a package, a font's URL) that only
 * the shell's modules import: the bundler would otherwise leave those in the root route's chunk,
 * and the shell would import that chunk while it imports the shell, a cycle whose evaluation order
 * depends on which side loads first (a harmless edit once broke hydration that way). Packages that
 * a route or a panel imports too keep the bundler's own chunking: the shell never takes what others
 * share. `generateBundle` checks the result: no chunk the shell imports may import the shell back.
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
      if (!root) return;
      // A module something loads on demand keeps its own chunk: the root may import it statically
      // only on the server's side (DeferredRichText), and the browser loads it later.
      const closure = new Set<string>();
      const stack = [root];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (closure.has(id)) continue;
        const info = this.getModuleInfo(id);
        if (id !== root && info?.dynamicImporters.length) continue;
        closure.add(id);
        stack.push(...(info?.importedIds ?? []));
      }
      // The app's own files; not a virtual module (Vite's preload helper, which chunks outside the
      // shell, Hydrogen's among them, also import once the bundler has placed it).
      const own = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');
      for (const id of closure) if (own(id)) shell.add(id);
      // Then what only the shell imports, until nothing more joins.
      for (let grew = true; grew;) {
        grew = false;
        for (const id of closure) {
          if (shell.has(id) || id.startsWith('\0')) continue;
          const info = this.getModuleInfo(id);
          const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
          if (importers.length > 0 && importers.every((importer) => shell.has(importer))) {
            shell.add(id);
            grew = true;
          }
        }
      }
    },
    outputOptions: (options) => ({
      ...options,
      // The shell imports only chunks that never import it back (checked below), so plain ES module
      // order holds: no per-module init wrappers (they cost 4 KB gzip).
      strictExecutionOrder: false,
      codeSplitting: {
        groups: [{ name: SHELL, test: (id: string) => shell.has(id), includeDependenciesRecursively: false }],
      },
    }),
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const shellFile = [...chunks.values()].find((chunk) => chunk.name === SHELL);
      if (!shellFile) return;
      const seen = new Set<string>();
      const stack = [...shellFile.imports];
      while (stack.length > 0) {
        const name = stack.pop()!;
        if (seen.has(name)) continue;
        seen.add(name);
        if (name === shellFile.fileName) {
          this.error(`The shell chunk imports itself through ${[...seen].join(', ')}: a module only the root reaches escaped it.`);
        }
        stack.push(...(chunks.get(name)?.imports ?? []));
      }
    },
  };
}
