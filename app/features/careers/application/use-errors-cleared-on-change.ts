import { useEffect } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

import { pathAndEnclosing } from "./error-paths";

/**
 * A message goes as soon as its field changes, and comes back only when the visitor
 * asks for the next step again (careers specification, section 4). Messages kept on
 * an entry (a question's) go with a change to a field inside it; messages of the
 * entry's other fields stay.
 */
export function useErrorsClearedOnChange<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
) {
  const { watch, getFieldState, clearErrors } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      const answered = pathAndEnclosing(name).filter(
        (path) => getFieldState(path as FieldPath<T>).error?.message !== undefined,
      );
      if (answered.length > 0) clearErrors(answered as FieldPath<T>[]);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors]);
}
