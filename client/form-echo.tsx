import { createContext, useContext, type ReactNode } from 'react';
import type { EchoedForm, FormEcho } from '../shared/form-echo';

const FormEchoContext = createContext<FormEcho | undefined>(undefined);

/** Holds a refused no-JavaScript form's values and messages for the page rendered again (see shared/form-echo.ts). */
export function FormEchoProvider({ echo, children }: { echo?: FormEcho; children: ReactNode }) {
  return <FormEchoContext.Provider value={echo}>{children}</FormEchoContext.Provider>;
}

/** The echo meant for this form (by kind, and by id when the post named one), if the page was rendered again for it. */
export function useFormEcho(form: EchoedForm, id: string): FormEcho | undefined {
  const echo = useContext(FormEchoContext);
  return echo?.form === form && (!echo.formId || echo.formId === id) ? echo : undefined;
}
