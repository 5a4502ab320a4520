import { describe, expect, it } from 'vitest';
import { routeErrorMessage } from './route-error';

describe('routeErrorMessage', () => {
  it('shows status and status text of a route error response', () => {
    const response = { status: 404, statusText: 'Not Found', internal: false, data: null };
    expect(routeErrorMessage(response)).toBe('404 Not Found');
  });
  it('shows the message of an error', () => {
    expect(routeErrorMessage(new Error('boom'))).toBe('boom');
  });
});
