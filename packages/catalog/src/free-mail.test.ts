import { describe, expect, it } from 'vitest';
import { FREE_EMAIL_MESSAGE, FREE_MAIL_HOSTS } from './index.js';

describe('free-mail hosts', () => {
  it('holds the eleven hosts of the forms, lower case, once each', () => {
    expect(FREE_MAIL_HOSTS).toHaveLength(11);
    expect(new Set(FREE_MAIL_HOSTS).size).toBe(11);
    for (const host of FREE_MAIL_HOSTS) expect(host).toBe(host.toLowerCase());
    expect(FREE_MAIL_HOSTS).toContain('gmail.com');
    expect(FREE_MAIL_HOSTS).toContain('gmx.com');
  });

  it('carries the message of spec §5', () => {
    expect(FREE_EMAIL_MESSAGE).toBe(
      'Please enter a valid business email address, not from a free email provider.',
    );
  });
});
