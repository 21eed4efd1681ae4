import { describe, expect, it } from 'vitest';
import { isValidEmail } from '~/core/email';

describe('the email pattern', () => {
  it.each(['giulia@example.com', 'g.rossi@example.it', 'g_rossi+news@mail.example.co.uk', 'a-b.c_d+e@sub-domain.example.org', 'X9@x9.io'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    ['empty', ''],
    ['no at', 'giulia.example.com'],
    ['two separators in a row', 'giulia..rossi@example.com'],
    ['separator pair of kinds', 'giulia.-rossi@example.com'],
    ['trailing separator', 'giulia.@example.com'],
    ['leading separator', '.giulia@example.com'],
    ['trailing dot', 'giulia@example.com.'],
    ['one-letter top-level part', 'giulia@example.c'],
    ['numeric top-level part', 'giulia@example.123'],
    ['no domain dot', 'giulia@localhost'],
    ['space', 'giu lia@example.com'],
    ['markup', '<script>@example.com'],
    ['quote', 'gi"ulia@example.com'],
    ['two ats', 'a@b@example.com'],
    ['too long', `${'a'.repeat(250)}@example.com`],
    ['10,000 characters', 'a'.repeat(10_000)],
  ])('rejects %s', (_label, email) => expect(isValidEmail(email)).toBe(false));

  it('rejects non-strings', () => {
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail(42)).toBe(false);
  });
});
