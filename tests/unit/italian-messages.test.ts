// The Italian interface texts against their English originals: every key there, every function
// taking the same arguments, nothing left empty or left in English by accident; the English texts
// themselves unchanged (the spec's words are exact); a language without a dictionary reads English.
import { describe, expect, it } from 'vitest';
import { messagesIn, type Messages } from '~/core/texts/language';
import '~/languages.server';
import { italian } from '~/italian';
import { italianAgents } from '~/agents/texts.it';
import { italianStatement } from '~/content/statement/texts.it';
import { statementMessages } from '~/content/statement/texts';
import * as english from '~/texts';
import { agentMessages } from '~/agents/texts';
import { orderMessages } from '~/accounts/texts/orders';
import { signInMessages } from '~/accounts/texts/sign-in';
import { areaName } from '~/core/texts/area';
import { bagMessages } from '~/bag/texts';
import { messages } from '~/core/texts/spec';
import { validateAddress } from '~/accounts/address-validation';
import { validateLogin } from '~/accounts/validation';
import { checkQuantity } from '~/bag/input';

const DICTIONARY: Record<string, object> = { ...italian, agents: italianAgents, statement: italianStatement };
/** Every English area, with its Italian counterpart. */
const AREAS: Array<[english: object, italian: object]> = [
  ...Object.values(english).filter((value) => typeof value === 'object'),
  agentMessages,
  statementMessages,
  orderMessages,
  signInMessages,
].map((area) => [area, DICTIONARY[areaName(area) ?? ''] ?? {}]);
/** Texts that are deliberately the same in both languages (data, not words a shopper reads). */
const SAME_ON_PURPOSE = new Set(['Website signup form']);
/** Shorter than this many words, a text may well be the same in Italian ('Newsletter', 'Account', 'Menu'). */
const SENTENCE_WORDS = 3;

/** Every text of an area, as [path, English, Italian], functions called with sample arguments. */
function texts(english: object, italian: object, path = ''): Array<[string, string, string]> {
  const rows: Array<[string, string, string]> = [];
  for (const [key, value] of Object.entries(english)) {
    const other = (italian as Record<string, unknown>)[key];
    const at = `${path}${key}`;
    if (typeof value === 'string') rows.push([at, value, other as string]);
    else if (typeof value === 'function') {
      const args = Array.from({ length: value.length }, (_, index) => (index === 0 ? 'Arco' : 3));
      rows.push([at, value(...args), typeof other === 'function' ? other(...args) : (other as string)]);
    } else rows.push(...texts(value as object, (other ?? {}) as object, `${at}.`));
  }
  return rows;
}

describe('the Italian dictionary', () => {
  it('has every key of every English area, with the same kind of value', () => {
    expect(AREAS.map(([area]) => areaName(area)).sort()).toEqual(Object.keys(DICTIONARY).sort());
    const shape = (area: object): unknown =>
      Object.fromEntries(
        Object.entries(area).map(([key, value]) => [
          key,
          typeof value === 'object' && value !== null ? shape(value) : `${typeof value}/${typeof value === 'function' ? value.length : ''}`,
        ]),
      );
    for (const [english, translated] of AREAS) expect(shape(translated)).toEqual(shape(english));
  });

  it('leaves no text empty and no sentence in English', () => {
    const rows = AREAS.flatMap(([english, translated]) => texts(english, translated));
    expect(rows.length).toBeGreaterThan(300);
    const empty = rows.filter(([, english, it]) => english !== '' && !it?.trim()).map(([path]) => path);
    const untranslated = rows
      .filter(([, english, it]) => it === english && english.split(/\s+/).length >= SENTENCE_WORDS && !SAME_ON_PURPOSE.has(english))
      .map(([path]) => path);
    expect(empty).toEqual([]);
    expect(untranslated).toEqual([]);
  });

  it('is what a page in Italian reads, and a language without one reads English', () => {
    expect(messagesIn({ language: 'IT' }, bagMessages).addToBag).toBe('Aggiungi alla borsa');
    expect(messagesIn({ language: 'IT' }, messages).emptyBag).toBe('La tua borsa è vuota');
    for (const language of ['EN', 'FR', 'DE', 'JA'] as const) expect(messagesIn({ language }, bagMessages)).toBe(bagMessages);
    expect(messagesIn(null, bagMessages)).toBe(bagMessages);
  });

  it('writes the form errors the actions and the enhanced forms share', () => {
    const ITALIAN = { country: 'IT', language: 'IT' } as const;
    const login = new FormData();
    login.set('email', 'giulia');
    login.set('password', 'bottega-demo');
    expect(validateLogin(login, ITALIAN)).toMatchObject({ fieldErrors: { email: 'Inserisci un indirizzo email valido.' } });
    expect(validateLogin(login)).toMatchObject({ fieldErrors: { email: messages.invalidEmail } });
    expect(validateAddress(new FormData(), ITALIAN)).toMatchObject({ fieldErrors: { city: 'Compila il campo «Città».' } });
    expect(checkQuantity('1.5', 1, ITALIAN)).toEqual({ ok: false, message: 'Indica la quantità con un numero intero.' });
  });

  it('is typed against the English: a missing key or another signature does not compile', () => {
    // @ts-expect-error -- a key missing
    const missing: Messages<{ a: string; b: string }> = { a: 'x' };
    // @ts-expect-error -- a function taking something else
    const signature: Messages<{ f: (count: number) => string }> = { f: (name: string) => name };
    expect([missing, signature]).toHaveLength(2);
  });
});

describe('the English texts', () => {
  it('are unchanged (the spec compares them word for word)', async () => {
    const english = Object.fromEntries(
      AREAS.map(([area]) => [areaName(area), Object.fromEntries(texts(area, area).map(([path, text]) => [path, text]))]).sort(),
    );
    await expect(`${JSON.stringify(english, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/english-messages.json');
  });
});
