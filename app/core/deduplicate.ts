// Shaped data that repeats itself (the same link in a menu and a footer, one currency for several
// countries) travels once.

/**
 * Hands back the first value equal to the one given. The same link (or image, or column) recurs
 * across the menus and footers; React Router's serialiser writes a value it has already written as
 * a reference, so a repeat costs a few bytes instead of a whole object. In preview every field's
 * text carries its own source mark, so nothing is shared there and click-to-edit keeps each one.
 */
export function sharing() {
  const seen = new Map<string, unknown>();
  return <Value>(value: Value): Value => {
    const key = JSON.stringify(value);
    const known = seen.get(key);
    if (known !== undefined) return known as Value;
    seen.set(key, value);
    return value;
  };
}
