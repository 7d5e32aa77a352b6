'use client';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps what a visitor chose or typed in a server-rendered field before the page's scripts ran (a
 * slow phone shows the form well before it is interactive). React does not replay that change, and
 * its next render would put the field back to the component's state; so, once right after
 * hydration, the state takes the value the field already holds.
 */
export function useValueChosenEarly(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  setValue: (value: string) => void,
): void {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const early = field.current?.value;
    if (early !== undefined && early !== value) setValue(early);
  }, [field, value, setValue]);
}
