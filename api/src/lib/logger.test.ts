import { describe, expect, it } from 'vitest';
import { loggableUrl, maskEmails } from './logger.js';

describe('loggableUrl', () => {
  it('keeps one-time tokens out of the access log', () => {
    expect(loggableUrl('/api/verify-email?token=abc_DEF-123')).toBe('/api/verify-email?token=[redacted]');
    expect(loggableUrl('/x?a=1&token=secret&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });

  it('keeps trip share links out of the access log', () => {
    const link = 'q2mTg0xk8b9PZ0s1k8v3Ww.Xb3PZ0s1k8v3Ww-q2mTg0xk8b9PZ0s1k8v3Ww_ab12';
    expect(loggableUrl(`/shared/${link}`)).toBe('/shared/[redacted]');
    expect(loggableUrl(`/shared/${link}?utm_source=chat`)).toBe('/shared/[redacted]?utm_source=chat');
    expect(loggableUrl(`/shared/${link}/`)).toBe('/shared/[redacted]/');
    expect(loggableUrl('/trips/12')).toBe('/trips/12');
  });

  it('keeps invitation tokens out of the access log, in a path or encoded in a parameter (issue #33 S8)', () => {
    const token = 'Xb3PZ0s1k8v3Ww-q2mTg0xk8b9PZ0s1k8v3Ww_ab12cd';
    expect(loggableUrl(`/api/trip-invitations/${token}`)).toBe('/api/trip-invitations/[redacted]');
    expect(loggableUrl(`/api/trip-invitations/${token}/accept`)).toBe('/api/trip-invitations/[redacted]/accept');
    const next = encodeURIComponent(`/join-trip?token=${token}`);
    expect(loggableUrl(`/auth?next=${next}&tab=login`)).toBe('/auth?next=[redacted]&tab=login');
    expect(loggableUrl(`/auth?next=${encodeURIComponent(next)}`)).toBe('/auth?next=[redacted]');
    expect(loggableUrl(`/auth?next=${encodeURIComponent('/shared/abc.def')}`)).toBe('/auth?next=[redacted]');
    expect(loggableUrl('/auth?next=%2Ftrips%2F12')).toBe('/auth?next=%2Ftrips%2F12');
    expect(loggableUrl('/auth?next=%E0%A4%A')).toBe('/auth?next=%E0%A4%A');
  });
});

describe('maskEmails', () => {
  it('keeps the first character and the domain of every address, enough to tell mail providers apart', () => {
    expect(maskEmails('maria.clara@example.ph')).toBe('m…@example.ph');
    expect(maskEmails('a@b.ph')).toBe('a…@b.ph');
    expect(maskEmails('550 5.1.1 <juan.dela-cruz+trips@mail.example.ph>: Recipient address rejected')).toBe(
      '550 5.1.1 <j…@mail.example.ph>: Recipient address rejected',
    );
    expect(maskEmails('to: ana@x.ph, ben@y.ph')).toBe('to: a…@x.ph, b…@y.ph');
    expect(maskEmails('no address here')).toBe('no address here');
  });
});
