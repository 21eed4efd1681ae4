// Characters no one types into a form field, which a forged post or a pasted URL can carry: the C0
// controls (a NUL, a line break, a terminal escape), DEL, the C1 controls, and the bidirectional
// overrides and isolates that make `\u202Egnp.exe` read as `exe.png`. Every form refuses them with
// its field's own message, and nothing a shopper typed is shown again with them in: a NUL in a page
// is a parse error the browser turns into U+FFFD, the others reorder or hide what is shown.
// Shared by server and browser code.

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const INVISIBLE_CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Every run of them, for removing. */
const INVISIBLE_CONTROLS = new RegExp(`${INVISIBLE_CONTROL.source}+`, 'g');

export function hasInvisibleControl(value: string): boolean {
  return INVISIBLE_CONTROL.test(value);
}

/** A typed value as it may be shown again (the form that refused it, a search box): without them. */
export function echoable(value: string): string {
  return value.replace(INVISIBLE_CONTROLS, '');
}

/** The same, each run of them read as a space: for free text such as a search term. */
export function spacedOut(value: string): string {
  return value.replace(INVISIBLE_CONTROLS, ' ');
}
