import { describe, expect, it } from 'vitest';
import { catalogPartOf } from './catalog-parts.js';
import { messages } from './messages.js';

describe('the parts a browser downloads the catalog in', () => {
  it('keeps the e-mails on the server and the signed-in screens in the account part', () => {
    expect(catalogPartOf('email.passwordReset.subject')).toBe('server');
    expect(catalogPartOf('invoice.pdf.title')).toBe('server');
    expect(catalogPartOf('meta.description')).toBe('server');
    expect(catalogPartOf('account.title')).toBe('account');
    expect(catalogPartOf('payment.continue')).toBe('account');
    expect(catalogPartOf('licenseAdjustment.title')).toBe('account');
    expect(catalogPartOf('admin.blacklist.add')).toBe('account');
    expect(catalogPartOf('privacy.retention.title')).toBe('legal');
    expect(catalogPartOf('terms.invoice.body')).toBe('legal');
    expect(catalogPartOf('legal.lastUpdated')).toBe('legal');
  });

  it('leaves public what public pages show, and any id of no listed prefix', () => {
    expect(catalogPartOf('nav.signIn')).toBe('public');
    expect(catalogPartOf('errors.network')).toBe('public');
    expect(catalogPartOf('account.type.premium')).toBe('public');
    expect(catalogPartOf('accounting.something')).toBe('public');
  });

  it('puts a good share of the words in each part', () => {
    const ids = Object.keys(messages.en);
    const count = (part: string) => ids.filter((id) => catalogPartOf(id) === part).length;
    expect(count('public')).toBeGreaterThan(100);
    expect(count('account')).toBeGreaterThan(100);
    expect(count('server')).toBeGreaterThan(10);
  });
});
