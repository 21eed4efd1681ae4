import { describe, expect, it } from 'vitest';
import { repairPercentEscapes } from '../../scripts/front-door.ts';

describe('repairPercentEscapes', () => {
  it('turns a % that starts no escape into %25 and leaves real escapes alone', () => {
    expect(repairPercentEscapes('/search?q=100%')).toBe('/search?q=100%25');
    expect(repairPercentEscapes('/%')).toBe('/%25');
    expect(repairPercentEscapes('/products/%zz')).toBe('/products/%25zz');
    expect(repairPercentEscapes('/a%2Fb?q=%C3%A8%20x')).toBe('/a%2Fb?q=%C3%A8%20x');
    expect(repairPercentEscapes('/x%A')).toBe('/x%25A');
    expect(repairPercentEscapes('/x%%41')).toBe('/x%25%41');
  });
});
