import { useEffect, useState } from 'react';

/**
 * The text typed in a searching select, settled for `ms` (300 ms) before it is asked of the API, so a
 * search runs once the typing pauses rather than at each key.
 */
export function useSettled(text: string, ms = 300) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
