import { useEffect, useState } from 'react';
import { isScrolled } from '../utils/scroll';

/** Whether the page has scrolled by 1 % or more (the header's scrolled style, spec §2). */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      setScrolled(isScrolled(window.scrollY, root.scrollHeight, window.innerHeight));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return scrolled;
}
