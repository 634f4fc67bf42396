import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { dateFormat } from '@/i18n/dates';
import ae from '../../../public/locales/ae/auditLog.json';
import en from '../../../public/locales/en/auditLog.json';
import { fieldLabel, shownValue } from './audit-changes';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { auditLog: en }, ae: { auditLog: ae } }, lng: 'en' });

describe('a broadcast’s audience in the audit log', () => {
  it('reads in the admin’s words: the channel, every member, and each field’s name', () => {
    const t = i18n.getFixedT('en', 'auditLog');
    const format = dateFormat('en-GB');
    expect(shownValue('whatsapp', t, format, 'channel')).toBe('WhatsApp');
    expect(shownValue('all', t, format, 'audience')).toBe('All members');
    expect(shownValue('sending', t, format, 'status')).toBe('Sending');
    // A view's name or a tier is shown as recorded.
    expect(shownValue('Gold', t, format, 'audience')).toBe('Gold');
    expect(shownValue(1243, t, format, 'reached')).toBe('1,243');
    expect(
      ['audience', 'audienceMembers', 'reached', 'channel', 'sendAt', 'test'].map((field) =>
        fieldLabel(field, t),
      ),
    ).toEqual(['Audience', 'Members in the audience', 'Reach', 'Channel', 'Send at', 'Test']);
  });

  it('and in Arabic', () => {
    const t = i18n.getFixedT('ae', 'auditLog');
    const format = dateFormat('ar');
    expect(shownValue('push', t, format, 'channel')).toBe('إشعارات التطبيق');
    expect(shownValue('all', t, format, 'audience')).toBe('جميع الأعضاء');
    expect(shownValue('cancelled', t, format, 'status')).not.toBe('cancelled');
    expect(fieldLabel('audienceMembers', t)).toBe('الأعضاء في الجمهور');
  });
});
