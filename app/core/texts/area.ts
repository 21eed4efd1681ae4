// Each English area is named where it is defined, so another language's dictionary can be a plain
// object keyed by these names (language.ts lists them): the Italian chunk imports nothing, and
// loading it on an Italian page changes nothing else in the bundle.
const names = new WeakMap<object, string>();

/** Names an English area, once, where it is defined (a settled value, set when the module loads). */
export function area(name: string, texts: object): void {
  names.set(texts, name);
}

export function areaName(texts: object): string | undefined {
  return names.get(texts);
}
