import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logger.js';

describe('loggableUrl', () => {
  it('keeps one-time tokens out of the access log', () => {
    expect(loggableUrl('/api/verify-email?token=abc_DEF-123')).toBe('/api/verify-email?token=[redacted]');
    expect(loggableUrl('/x?a=1&token=secret&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });
});
