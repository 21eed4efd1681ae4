import { MAX_EMAIL_LENGTH } from '~/core/constants';

/**
 * The spec's email pattern (section 5): letters, digits and . _ + - in the local part, never two
 * separators in a row nor one at either end; a domain of dot-separated labels ending in a top-level
 * part of two or more letters (so no trailing dot). One function for every form that takes an email.
 */
const LOCAL = '[A-Za-z0-9]+(?:[._+-][A-Za-z0-9]+)*';
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,}$`);

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}
