import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Keeps what the visitor has typed in sessionStorage, so leaving the page or
 * reloading it loses nothing until the form is sent.
 */
export function useSessionDraft<T extends FieldValues>(key: string, form: UseFormReturn<T>): { clear(): void } {
  const { reset, watch } = form;

  useEffect(() => {
    const saved = readDraft<T>(key);
    if (saved) reset(saved, { keepDefaultValues: true });
    const subscription = watch((values) => {
      try {
        window.sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or disabled: the form still works, only the draft is not kept.
      }
    });
    return () => subscription.unsubscribe();
  }, [key, reset, watch]);

  return {
    clear: () => {
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // Nothing was stored.
      }
    },
  };
}

function readDraft<T>(key: string): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}
