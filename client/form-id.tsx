import { createContext, useContext } from 'react';

/**
 * The id the server rendered the page's forms with (AppState.formId). A form posted without
 * JavaScript sends it, so a double submit is stored once (server/http/idempotency.ts).
 */
const FormIdContext = createContext('');

export const FormIdProvider = FormIdContext.Provider;
export const useFormId = () => useContext(FormIdContext);
