import { createContext, useContext, type ReactNode } from 'react';
import type { FormStep } from '../shared/form-step';

const FormStepContext = createContext<FormStep | undefined>(undefined);

/** Holds the form the server rendered again after a post without JavaScript (one per page). */
export function FormStepProvider({ step, children }: { step?: FormStep; children: ReactNode }) {
  return <FormStepContext.Provider value={step}>{children}</FormStepContext.Provider>;
}

/** The server's step for the form with this id, if this page is that form's second step. */
export function useFormStep(formId: string): FormStep | undefined {
  const step = useContext(FormStepContext);
  return step?.form === formId ? step : undefined;
}
