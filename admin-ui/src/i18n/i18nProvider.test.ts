import { describe, expect, it } from 'vitest';
import { actorLabel, dataTypeLabel } from './en';
import { i18nProvider } from './i18nProvider';

describe('console wording', () => {
  it('names resources and fields, with plurals', () => {
    expect(i18nProvider.translate('resources.compliance-register.fields.createdAt')).toBe('Date');
    expect(i18nProvider.translate('resources.consent-records.name', { smart_count: 2 })).toBe(
      'Consent Records',
    );
    expect(i18nProvider.translate('resources.consent-records.name', { smart_count: 1 })).toBe(
      'Consent Record',
    );
    expect(i18nProvider.translate('resources.compliance-register.empty')).toBe(
      'No processing activities recorded yet',
    );
  });

  it("falls back to react-admin's English", () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('ra.auth.logout')).toBe('Sign out');
  });

  it('reads actors and data types', () => {
    expect(actorLabel('self')).toBe('Self');
    expect(actorLabel('compliance')).toBe('Compliance officer');
    expect(dataTypeLabel('cookies_marketing')).toBe('Marketing cookies');
    expect(dataTypeLabel('personal_data')).toBe('Personal data');
  });
});
