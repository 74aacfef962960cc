import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Keeps what the visitor has typed in sessionStorage, so leaving the page or
 * reloading it loses nothing until the form is sent.
 */
export function useSessionDraft<T extends FieldValues>(key: string, form: UseFormReturn<T>): { clear(): void } {
  const { getValues, reset, watch } = form;

  useEffect(() => {
    const store = (values: unknown) => {
      try {
        window.sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or disabled: the form still works, only the draft is not kept.
      }
    };
    // The server's HTML takes keys before this code arrives (deferred-contact-form.tsx): what was
    // typed then is in the fields, wins over an older draft, and is kept from now on like the rest.
    const typed = Object.fromEntries(Object.entries(getValues()).filter(([, value]) => value !== "" && value != null));
    const saved = readDraft<T>(key);
    if (saved) reset({ ...saved, ...typed }, { keepDefaultValues: true });
    if (saved || Object.keys(typed).length > 0) store(getValues());
    const subscription = watch(store);
    return () => subscription.unsubscribe();
  }, [key, getValues, reset, watch]);

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
