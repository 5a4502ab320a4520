import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@pulse/ui';
import { LoginVideo } from './login-video';

/** A stand-in for the browser's `prefers-reduced-motion` setting that can change while open. */
function motionSetting(reduced: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduced,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => {
      expect(media).toBe('(prefers-reduced-motion: reduce)');
      return query;
    }),
  );
  return {
    change(to: boolean) {
      query.matches = to;
      for (const listener of listeners) listener();
    },
  };
}

const show = () =>
  render(
    <UiProvider>
      <LoginVideo />
    </UiProvider>,
  );

describe('LoginVideo', () => {
  let play: ReturnType<typeof vi.spyOn>;
  let pause: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loops muted, downloads nothing before it plays, and plays for a visitor who allows motion', () => {
    motionSetting(false);
    show();
    const video = document.querySelector('video');
    expect(video?.loop).toBe(true);
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(false);
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.getAttribute('poster')).toBeTruthy();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stays on its poster for a visitor who asks for less motion, and follows a change of it', () => {
    const setting = motionSetting(true);
    show();
    expect(play).not.toHaveBeenCalled();
    act(() => setting.change(false));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => setting.change(true));
    expect(pause).toHaveBeenCalledTimes(2);
  });

  it('takes a play() the browser refuses (autoplay policy) as no error: the poster stays', async () => {
    motionSetting(false);
    const refused = Promise.reject(new DOMException('autoplay', 'NotAllowedError'));
    play.mockReturnValue(refused);
    show();
    await act(async () => {});
    // Vitest fails the run on an unhandled rejection; the component handled this one.
    await expect(refused).rejects.toThrow('autoplay');
    expect(play).toHaveBeenCalledTimes(1);
  });
});
