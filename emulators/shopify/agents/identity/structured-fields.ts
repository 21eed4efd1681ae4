// Just enough of RFC 8941 (Structured Field Values) to read the headers UCP signs with:
// `UCP-Agent: profile="…"`, `Signature-Input: sig1=("@method" …);keyid="…"` and
// `Signature: sig1=:…:`. Anything outside that subset is refused rather than guessed at.
type Bare = string | number | boolean | Uint8Array;
export interface Item {
  value: Bare | Item[];
  params: [string, Bare][];
}

const KEY = /^[a-z*][a-z0-9_\-.*]*/;
const TOKEN = /^[A-Za-z*][A-Za-z0-9:/!#$%&'*+\-.^_`|~]*/;

class Parser {
  private at = 0;
  private readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  dictionary(): Map<string, Item> {
    const members = new Map<string, Item>();
    this.spaces();
    while (this.at < this.text.length) {
      const key = this.match(KEY, 'a key');
      const member: Item = this.peek('=') ? (this.at++, this.member()) : { value: true, params: this.params() };
      members.set(key, member);
      this.spaces();
      if (this.at >= this.text.length) break;
      this.expect(',');
      this.spaces();
      if (this.at >= this.text.length) throw new Error('trailing comma');
    }
    return members;
  }

  private member(): Item {
    if (this.peek('(')) {
      this.at++;
      const items: Item[] = [];
      for (;;) {
        while (this.peek(' ')) this.at++;
        if (this.peek(')')) break;
        items.push({ value: this.bare(), params: this.params() });
        if (!this.peek(' ') && !this.peek(')')) throw new Error('bad inner list');
      }
      this.at++;
      return { value: items, params: this.params() };
    }
    return { value: this.bare(), params: this.params() };
  }

  private params(): [string, Bare][] {
    const params: [string, Bare][] = [];
    while (this.peek(';')) {
      this.at++;
      while (this.peek(' ')) this.at++;
      const key = this.match(KEY, 'a parameter');
      params.push([key, this.peek('=') ? (this.at++, this.bare()) : true]);
    }
    return params;
  }

  private bare(): Bare {
    const char = this.text[this.at];
    if (char === '"') return this.string();
    if (char === ':') {
      const end = this.text.indexOf(':', this.at + 1);
      if (end < 0) throw new Error('unterminated byte sequence');
      const encoded = this.text.slice(this.at + 1, end);
      if (!/^[A-Za-z0-9+/=]*$/.test(encoded)) throw new Error('bad byte sequence');
      this.at = end + 1;
      return new Uint8Array(Buffer.from(encoded, 'base64'));
    }
    if (char === '?') {
      const flag = this.text[this.at + 1];
      this.at += 2;
      if (flag !== '0' && flag !== '1') throw new Error('bad boolean');
      return flag === '1';
    }
    if (/[-0-9]/.test(char ?? '')) return Number(this.match(/^-?\d{1,15}/, 'an integer'));
    return this.match(TOKEN, 'a token');
  }

  private string(): string {
    let out = '';
    for (this.at++; this.at < this.text.length; this.at++) {
      const char = this.text[this.at];
      if (char === '"') {
        this.at++;
        return out;
      }
      if (char === '\\') {
        const next = this.text[++this.at];
        if (next !== '"' && next !== '\\') throw new Error('bad escape');
        out += next;
      } else if (char < ' ' || char > '~') throw new Error('bad character in string');
      else out += char;
    }
    throw new Error('unterminated string');
  }

  private match(pattern: RegExp, what: string): string {
    const found = pattern.exec(this.text.slice(this.at));
    if (!found) throw new Error(`expected ${what}`);
    this.at += found[0].length;
    return found[0];
  }

  private peek(char: string) {
    return this.text[this.at] === char;
  }

  private expect(char: string) {
    if (!this.peek(char)) throw new Error(`expected ${char}`);
    this.at++;
  }

  private spaces() {
    while (this.peek(' ') || this.peek('\t')) this.at++;
  }
}

/** The dictionary a header holds, or null when it is not one (a malformed header counts as absent). */
export function parseDictionary(header: string | null): Map<string, Item> | null {
  if (header === null || header.length > 8192) return null;
  try {
    return new Parser(header).dictionary();
  } catch {
    return null;
  }
}

function serializeBare(value: Bare): string {
  if (typeof value === 'string') return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '?1' : '?0';
  return `:${Buffer.from(value).toString('base64')}:`;
}

const serializeParams = (params: [string, Bare][]) =>
  params.map(([key, value]) => (value === true ? `;${key}` : `;${key}=${serializeBare(value)}`)).join('');

/** An inner list with its parameters in canonical form: the `@signature-params` line of RFC 9421. */
export function serializeInnerList(item: Item): string {
  const items = Array.isArray(item.value) ? item.value : [];
  return `(${items.map((entry) => serializeBare(entry.value as Bare) + serializeParams(entry.params)).join(' ')})${serializeParams(item.params)}`;
}
