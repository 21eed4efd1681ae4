import { describe, expect, it } from 'vitest';
import { normalizePhone } from '~/accounts/phone';
import { echoValues } from '~/accounts/form.server';
import { validateAddress } from '~/accounts/address-validation';
import {
  isValidEmail,
  validateLogin,
  validateNewPassword,
  validateProfile,
  validateRecover,
  validateRegister,
} from '~/accounts/validation';
import { accountMessages, messages } from '~/texts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('the email pattern (spec section 5)', () => {
  const valid = [
    'giulia@example.com',
    'GIULIA@EXAMPLE.COM',
    'giulia.rossi@example.com',
    'giulia_rossi@example.com',
    'giulia+bags@example.com',
    'giulia-rossi@example.com',
    'g.r_1+x-2@example.com',
    'g@e.it',
    '42@example.com',
    'james@mail.example.co.uk',
    'james@my-shop.example.com',
    'james@example.museum',
  ];
  const invalid = [
    ['', 'empty'],
    ['giulia', 'no @'],
    ['giulia@', 'no domain'],
    ['@example.com', 'no local part'],
    ['giulia@@example.com', 'two @'],
    ['giulia..rossi@example.com', 'two consecutive dots'],
    ['giulia.-rossi@example.com', 'two consecutive separators'],
    ['giulia+_rossi@example.com', 'two consecutive separators (+_)'],
    ['giulia.@example.com', 'trailing separator in the local part'],
    ['giulia-@example.com', 'trailing hyphen in the local part'],
    ['.giulia@example.com', 'leading separator'],
    ['giulia@example.com.', 'trailing dot'],
    ['giulia@example', 'no top-level domain'],
    ['giulia@example.c', 'one-letter top-level domain'],
    ['giulia@example.c0m', 'digits in the top-level domain'],
    ['giulia@-example.com', 'domain label starting with a hyphen'],
    ['giulia@example..com', 'empty domain label'],
    ['giu lia@example.com', 'a space'],
    ['giulia!@example.com', 'a character outside . _ + -'],
    ['gíulia@example.com', 'a non-ASCII letter'],
    ['<script>@example.com', 'markup'],
    [`${'a'.repeat(10_000)}@example.com`, '10,000 characters'],
  ] as const;

  it.each(valid)('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(invalid)('rejects %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('answers quickly even for hostile input', () => {
    // CPU time, not the clock: a busy machine may set the test aside for longer than the check
    // takes. A pattern that backtracks would take years on these, not milliseconds.
    const started = process.cpuUsage();
    isValidEmail(`${'a.'.repeat(120)}!@${'b-'.repeat(60)}`);
    isValidEmail(`a@${'a'.repeat(5000)}`);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(50);
  });
});

describe('login', () => {
  it('needs both fields', () => {
    const cases: Array<Record<string, string>> = [
      {},
      { email: 'giulia@example.com' },
      { password: 'bottega-demo' },
      { email: '  ', password: 'x' },
    ];
    for (const fields of cases) {
      const result = validateLogin(form(fields));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.formError).toBe(messages.loginMissingFields);
    }
  });

  it('needs a valid email', () => {
    const result = validateLogin(form({ email: 'giulia@example', password: 'bottega-demo' }));
    expect(result).toMatchObject({ ok: false, fieldErrors: { email: messages.invalidEmail }, invalid: ['email'] });
  });

  it('passes a trimmed email and the password as typed', () => {
    expect(validateLogin(form({ email: ' giulia@example.com ', password: ' bottega-demo ' }))).toEqual({
      ok: true,
      data: { email: 'giulia@example.com', password: ' bottega-demo ' },
    });
  });
});

describe('register', () => {
  const complete = {
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: 'giulia@example.com',
    password: 'cuoio-1234',
    passwordConfirm: 'cuoio-1234',
  };

  it('needs first name, last name, email and password', () => {
    for (const missing of ['firstName', 'lastName', 'email', 'password'] as const) {
      const result = validateRegister(form({ ...complete, [missing]: '' }));
      expect(result).toMatchObject({ ok: false, formError: messages.registerMissingFields });
      if (!result.ok) expect(result.invalid).toContain(missing);
    }
  });

  it('needs a valid email', () => {
    expect(validateRegister(form({ ...complete, email: 'giulia..r@example.com' }))).toMatchObject({
      ok: false,
      fieldErrors: { email: messages.invalidEmail },
    });
  });

  it('needs a password of at least 8 characters', () => {
    expect(validateRegister(form({ ...complete, password: 'short12', passwordConfirm: 'short12' }))).toMatchObject({
      ok: false,
      fieldErrors: { password: messages.passwordTooShort },
    });
    expect(validateRegister(form({ ...complete, password: '12345678', passwordConfirm: '12345678' })).ok).toBe(true);
  });

  it('needs the confirmation to match', () => {
    expect(validateRegister(form({ ...complete, passwordConfirm: 'cuoio-12345' }))).toMatchObject({
      ok: false,
      fieldErrors: { passwordConfirm: messages.passwordsDoNotMatch },
    });
    // A form's empty confirmation is a confirmation that does not match.
    expect(validateRegister(form({ ...complete, passwordConfirm: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { passwordConfirm: messages.passwordsDoNotMatch },
    });
  });

  it('takes the spec’s registration payload, which carries no confirmation', () => {
    const { passwordConfirm: _, ...payload } = complete;
    expect(validateRegister(form({ ...payload, acceptsMarketing: 'true' }))).toEqual({
      ok: true,
      data: { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com', password: 'cuoio-1234', acceptsMarketing: true },
    });
  });

  it('refuses markup in a name', () => {
    expect(validateRegister(form({ ...complete, firstName: '<script>alert(1)</script>' }))).toMatchObject({
      ok: false,
      fieldErrors: { firstName: accountMessages.noMarkup },
    });
  });

  it('refuses control characters and direction overrides in a name, and keeps accents and emoji', () => {
    for (const firstName of ['Gi\u0000ulia', 'Giulia\nBcc: x', 'Gi\u001b[31mulia', 'Gi\u0085ulia', '\u202Eailuig', 'Giu\u2066lia']) {
      expect(validateRegister(form({ ...complete, firstName })), JSON.stringify(firstName)).toMatchObject({
        ok: false,
        fieldErrors: { firstName: accountMessages.noControlCharacters('First name') },
      });
    }
    for (const firstName of ['Zoë', 'Đorđe', 'José María', '李', 'Ana 🌸'])
      expect(validateRegister(form({ ...complete, firstName })).ok).toBe(true);
  });

  it('reads the marketing checkbox', () => {
    const on = validateRegister(form({ ...complete, acceptsMarketing: 'on' }));
    const off = validateRegister(form(complete));
    expect(on.ok && on.data.acceptsMarketing).toBe(true);
    expect(off.ok && off.data.acceptsMarketing).toBe(false);
  });
});

describe('recover', () => {
  it.each(['', 'giulia', 'giulia@example.'])('refuses %j with the recovery message', (email) => {
    expect(validateRecover(form({ email }))).toMatchObject({ ok: false, fieldErrors: { email: messages.recoverInvalidEmail } });
  });

  it('accepts a valid email', () => {
    expect(validateRecover(form({ email: 'james@example.com' }))).toEqual({ ok: true, data: { email: 'james@example.com' } });
  });
});

describe('new password (reset, activation)', () => {
  it('applies the length and match rules', () => {
    expect(validateNewPassword(form({ password: 'abc', passwordConfirm: 'abc' }))).toMatchObject({
      fieldErrors: { password: messages.passwordTooShort },
    });
    expect(validateNewPassword(form({ password: 'abcdefgh', passwordConfirm: 'abcdefgx' }))).toMatchObject({
      fieldErrors: { passwordConfirm: messages.passwordsDoNotMatch },
    });
    expect(validateNewPassword(form({ password: 'abcdefgh', passwordConfirm: 'abcdefgh' }))).toEqual({
      ok: true,
      data: { password: 'abcdefgh' },
    });
    expect(validateNewPassword(form({ password: 'abcdefgh', passwordConfirm: '' }))).toMatchObject({
      fieldErrors: { passwordConfirm: messages.passwordsDoNotMatch },
    });
  });

  it('takes a new password alone, as the reset and activation payloads carry it', () => {
    expect(validateNewPassword(form({ password: 'abcdefgh' }))).toEqual({ ok: true, data: { password: 'abcdefgh' } });
    expect(validateNewPassword(form({ password: 'abc' }))).toMatchObject({ fieldErrors: { password: messages.passwordTooShort } });
  });
});

describe('phone numbers', () => {
  it.each([
    ['+39 055 123 4567', '+390551234567'],
    ['+1 (212) 555-0134', '+12125550134'],
    ['+44.20.7946.0958', '+442079460958'],
  ])('normalizes %s to %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['055 123 4567', '+0 555 1234', '+39 12', '+39 055 123 4567 8901 2345', 'call me', '+39 055<b>'])('refuses %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('profile', () => {
  const base = { firstName: 'James', lastName: 'Hall', email: 'james@example.com', phone: '' };

  it('needs names and a valid email, and checks the phone format', () => {
    const result = validateProfile(form({ firstName: '', lastName: '', email: 'james@', phone: '12345' }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        firstName: accountMessages.fieldRequired('First name'),
        lastName: accountMessages.fieldRequired('Last name'),
        email: messages.invalidEmail,
        phone: accountMessages.phoneInvalid,
      },
    });
  });

  it('asks for the current password before a new one', () => {
    expect(validateProfile(form({ ...base, password: 'nuova-password', passwordConfirm: 'nuova-password' }))).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: accountMessages.currentPasswordRequired },
    });
    const ok = validateProfile(form({ ...base, currentPassword: 'old', password: 'nuova-password', passwordConfirm: 'nuova-password' }));
    expect(ok).toMatchObject({ ok: true, data: { newPassword: 'nuova-password', currentPassword: 'old' } });
  });

  it('leaves the password alone when the password fields are empty', () => {
    const result = validateProfile(form({ ...base, phone: '+1 212 555 0134', acceptsMarketing: 'on' }));
    expect(result).toEqual({
      ok: true,
      data: { firstName: 'James', lastName: 'Hall', email: 'james@example.com', phone: '+12125550134', acceptsMarketing: true },
    });
  });
});

describe('addresses', () => {
  const address = {
    firstName: 'Giulia',
    lastName: 'Rossi',
    company: '',
    address1: 'Via dei Calzaiuoli 12',
    address2: '',
    city: 'Firenze',
    country: 'IT',
    province: 'FI',
    zip: '50122',
    phone: '+39 055 123 4567',
  };

  it('accepts a complete Italian address and normalizes it', () => {
    expect(validateAddress(form(address))).toEqual({ ok: true, data: { ...address, phone: '+390551234567' } });
  });

  it('refuses control characters and direction overrides in every line', () => {
    for (const field of ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'zip'] as const) {
      const result = validateAddress(form({ ...address, [field]: `${address[field] || 'x'}\u0000\u202E` }));
      expect(result.ok, field).toBe(false);
      expect(result.ok ? null : result.fieldErrors[field], field).toMatch(/invisible control characters/);
    }
  });

  it('accepts a province by name and stores its code', () => {
    const result = validateAddress(form({ ...address, province: 'Firenze' }));
    expect(result.ok && result.data.province).toBe('FI');
  });

  it('needs name, street, city and postal code', () => {
    const result = validateAddress(form({ ...address, firstName: '', lastName: '', address1: '', city: '', zip: '' }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        firstName: accountMessages.fieldRequired('First name'),
        lastName: accountMessages.fieldRequired('Last name'),
        address1: accountMessages.fieldRequired('Address'),
        city: accountMessages.fieldRequired('City'),
        zip: accountMessages.fieldRequired('Postal code'),
      },
    });
  });

  it('needs a country the house delivers to', () => {
    for (const country of ['', 'XX', 'Narnia', '<b>IT</b>']) {
      expect(validateAddress(form({ ...address, country }))).toMatchObject({ fieldErrors: { country: accountMessages.countryInvalid } });
    }
  });

  it('needs a province of that country where the country has provinces', () => {
    expect(validateAddress(form({ ...address, province: '' }))).toMatchObject({
      fieldErrors: { province: accountMessages.provinceRequired('Province') },
    });
    expect(validateAddress(form({ ...address, province: 'NY' }))).toMatchObject({
      fieldErrors: { province: accountMessages.provinceInvalid('Province', 'Italy') },
    });
    expect(validateAddress(form({ ...address, country: 'US', province: 'ZZ', zip: '10001' }))).toMatchObject({
      fieldErrors: { province: accountMessages.provinceInvalid('State', 'United States') },
    });
  });

  it('drops a province for a country without provinces', () => {
    const result = validateAddress(form({ ...address, country: 'FR', province: 'FI', city: 'Paris', zip: '75001' }));
    expect(result.ok && result.data.province).toBe('');
  });

  it('refuses markup and overlong text', () => {
    expect(validateAddress(form({ ...address, lastName: 'Rossi<img src=x onerror=alert(1)>' }))).toMatchObject({
      fieldErrors: { lastName: accountMessages.noMarkup },
    });
    expect(validateAddress(form({ ...address, city: 'F'.repeat(300) }))).toMatchObject({
      fieldErrors: { city: accountMessages.fieldTooLong('City', 255) },
    });
  });

  it('checks the phone format', () => {
    expect(validateAddress(form({ ...address, phone: '055-1234' }))).toMatchObject({
      fieldErrors: { phone: accountMessages.phoneInvalid },
    });
  });
});

describe('echoing a failed form', () => {
  it('keeps what was typed except passwords', () => {
    expect(
      echoValues(
        form({ email: 'giulia@example', password: 'secret', passwordConfirm: 'secret', currentPassword: 'x', firstName: 'Giulia' }),
      ),
    ).toEqual({
      email: 'giulia@example',
      firstName: 'Giulia',
    });
  });
});

describe('the spec texts', () => {
  it('reads word for word', () => {
    expect(messages.tryAgainLater('Unidentified customer')).toBe('Unidentified customer. Please try again later.');
    expect(messages.tryAgainLater('Unidentified customer.')).toBe('Unidentified customer. Please try again later.');
  });
});

describe('province options that name their country', () => {
  const address = { firstName: 'A', lastName: 'B', address1: 'Via Roma 1', city: 'Cagliari', country: 'IT', zip: '09100' };
  it('accepts a province of the chosen country', () => {
    const result = validateAddress(form({ ...address, province: 'IT:CA' }));
    expect(result.ok && result.data.province).toBe('CA');
  });
  it('refuses a province of another country even when the codes collide', () => {
    expect(validateAddress(form({ ...address, province: 'US:CA' }))).toMatchObject({
      fieldErrors: { province: accountMessages.provinceInvalid('Province', 'Italy') },
    });
  });
});
