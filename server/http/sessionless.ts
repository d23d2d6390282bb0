/**
 * The requests that never read or open a session: a visitor's form posts and the calls every page
 * makes. No session-store read (or rolling re-save, for a signed-in administrator's cookie) and no
 * session id on the launch-day path; their routes never touch req.session.
 */
import type { RequestHandler } from 'express';

/** Public form posts that use no session. */
const SESSIONLESS_POSTS = /^\/api\/(leads|phone-verifications(\/confirm)?|units\/queue|units\/[0-9a-f]{24}\/hold)\/?$/;
/**
 * The 청약 도구 (score, eligibility, cost): their API and their pages' own form posts compute from
 * what is posted and keep nothing, so no session is read or opened for them.
 */
const TOOL_POSTS = /^\/(api\/tools\/(score|eligibility|cost)|SalesInfo\/(score|eligibility|cost))\/?$/;
/** The forms' render stamp, asked for on every page with a form, and the popup list, asked for on every page: no session either. */
const SESSIONLESS_GETS = /^\/api\/(leads\/stamp|units(\/queue\/[\w.-]+)?\/?|content\/popups|tools\/options)$/;

/** The session middleware, skipped for the sessionless requests above. */
export function sessionsExceptSessionless(sessions: RequestHandler): RequestHandler {
  return (req, res, next) =>
    (req.method === 'POST' && (SESSIONLESS_POSTS.test(req.path) || TOOL_POSTS.test(req.path))) || (req.method === 'GET' && SESSIONLESS_GETS.test(req.path)) ? next() : sessions(req, res, next);
}
