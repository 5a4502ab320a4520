/**
 * Spec §2: a looping, muted video sits beside the sign-in form. It plays for a visitor who allows
 * motion; for one who asks for less (`prefers-reduced-motion`, WCAG 2.1 2.3.3) the poster stays and
 * the video is not downloaded, and the page follows a change of that setting while open.
 */
import { expect, test, type Locator } from '@playwright/test';
import { waitForInteractive } from '../support/session';

const playback = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    loop: v.loop,
    muted: v.muted,
    readyState: v.readyState,
    currentTime: v.currentTime,
    poster: v.poster,
  }));

test.describe('for a visitor who allows motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the video beside the form plays, muted and looping', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video');
    await expect.poll(async () => (await playback(video)).currentTime).toBeGreaterThan(0.2);
    expect(await playback(video)).toMatchObject({ paused: false, loop: true, muted: true });
  });
});

test('for a visitor who asks for less motion, the poster stays until the setting changes', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.webm(\?|$)/.test(request.url())) videoRequests.push(request.url());
  });
  await page.goto('/');
  await waitForInteractive(page);
  const video = page.locator('video');
  const still = await playback(video);
  expect(still).toMatchObject({ paused: true, readyState: 0, currentTime: 0 });
  // The build inlines the small poster as a data: URL.
  expect(still.poster).toMatch(/^(data:image\/jpeg|http)/);
  expect(videoRequests).toEqual([]);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(async () => (await playback(video)).currentTime).toBeGreaterThan(0.2);
  expect(videoRequests).toHaveLength(1);
});
