/**
 * The two ways a form post is answered with a page rather than JSON, as the app context holds them
 * (server/ssr.ts makes both): a page rendered with extra state (the phone-verification step without
 * JavaScript), and a refused form's page again with what was typed (form-page.ts). Types only, so
 * the context and the code that calls them both depend on this file and not on each other.
 */
import type { Request, Response } from 'express';
import type { AppState } from '../../shared/app-state';
import type { FormEcho } from '../../shared/form-echo';

export type RenderPage = (req: Request, res: Response, url: string, extra: Partial<AppState>, status?: number) => Promise<void>;

export type FormPageRenderer = (req: Request, res: Response, echo: FormEcho, status: number) => Promise<boolean>;
