import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** Re-reads the page every second while a campaign is running, so the figures move. */
export function usePollWhile(active: boolean) {
  const revalidator = useRevalidator();
  const ref = useRef(revalidator);
  useEffect(() => {
    ref.current = revalidator;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (ref.current.state === 'idle' && document.visibilityState === 'visible') void ref.current.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);
}
