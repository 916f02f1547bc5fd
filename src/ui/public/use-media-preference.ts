import { useEffect, useState } from 'react';

/** `navigator.connection` is not in TypeScript's DOM types yet (Network Information API). */
interface NetworkInformation {
  readonly saveData?: boolean;
}

/**
 * Whether the visitor asked for less motion or less data. False until mounted, so that the first render
 * (and a prerendered page) never includes the video that a phone in either mode must not download.
 */
export const useMotionAndDataAllowed = (): boolean => {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const data = window.matchMedia('(prefers-reduced-data: reduce)');
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const update = () => setAllowed(!motion.matches && !data.matches && connection?.saveData !== true);
    update();
    motion.addEventListener('change', update);
    return () => motion.removeEventListener('change', update);
  }, []);
  return allowed;
};
