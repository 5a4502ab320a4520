import { describe, expect, it } from 'vitest';
import { lockedDownHtml } from './open-receipt';

describe('lockedDownHtml', () => {
  it('puts a no-script content security policy at the top of the head', () => {
    expect(lockedDownHtml('<html><head><title>R</title></head></html>')).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none';[^"]*"><title>/,
    );
    expect(lockedDownHtml('<p>R</p>')).toMatch(
      /^<meta http-equiv="Content-Security-Policy"[^>]*><p>R<\/p>$/,
    );
  });
});
