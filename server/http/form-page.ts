/**
 * A visitor form posted without JavaScript and refused (a wrong field, a time taken meanwhile):
 * the answer is the form's own page again, holding what was typed and each message beside its
 * field (shared/form-echo.ts), instead of a page that only lists what was wrong.
 */
import type { Request, Response } from 'express';
import type { FormEcho } from '../../shared/form-echo';
import { findAppContext } from '../app-context';

/** Renders the form's page again; false when it cannot (the caller then sends the visitor to the result page). */
export async function answerWithForm(req: Request, res: Response, echo: FormEcho, status: number): Promise<boolean> {
  // Set by createApp (the page renderer lives there); absent in an app without pages.
  const render = findAppContext(req)?.formPage;
  if (!render) return false;
  return render(req, res, echo, status);
}
