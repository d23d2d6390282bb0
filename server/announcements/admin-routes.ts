/** Administrator API of announcements: preview, send or schedule, progress, cancel. */
import { Router } from 'express';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import type { ConsentContext } from '../consent/notify';
import type { AnnouncementSummary } from '../../shared/announcements';
import {
  announcementSummary,
  cancelAnnouncement,
  createAnnouncement,
  CreateBody,
  listAnnouncements,
  previewAnnouncement,
  PreviewBody,
  sendTestAnnouncement,
  TestBody,
} from './service';

const INVALID = '입력하신 내용을 확인해 주세요.';
const IDEMPOTENCY_KEY = /^[\w\-.:]{1,200}$/;

/** The contract's progress shape (the page's list shows the full summary, cancellations included). */
function progress(a: AnnouncementSummary) {
  const { queued, sent, failed, held } = a.counts;
  return { id: a.id, state: a.state, counts: { queued, sent, failed, held } };
}

export function announcementsAdminApi(ctx: ConsentContext) {
  const router = Router();
  const may = need('announcements');

  router.get('/announcements', may, async (_req, res) => {
    res.json({ items: await listAnnouncements(ctx) });
  });

  router.post('/announcements/preview', may, async (req, res) => {
    res.json(await previewAnnouncement(ctx, parseBody(PreviewBody, req.body, INVALID)));
  });

  router.post('/announcements/test', may, async (req, res) => {
    const sent = await sendTestAnnouncement(ctx, parseBody(TestBody, req.body, INVALID), req.account!.email);
    req.log.info({ message: sent.id }, 'announcement test sent');
    res.status(201).json(sent);
  });

  router.post('/announcements', may, async (req, res) => {
    const key = req.get('Idempotency-Key')?.trim();
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, 'Idempotency-Key 값이 올바르지 않습니다. (1~200자의 영문, 숫자, -_.:)');
    const { repeated, ...created } = await createAnnouncement(ctx, parseBody(CreateBody, req.body, INVALID), { idempotencyKey: key || undefined });
    req.log.info({ announcement: created.id, recipients: created.recipients, repeated }, repeated ? 'announcement asked again with the same key' : 'announcement queued');
    // The same key answers as the first time: the same announcement, nothing sent twice.
    res.status(201).json(created);
  });

  router.get('/announcements/:id', may, async (req, res) => {
    res.json(progress(await announcementSummary(ctx, String(req.params.id))));
  });

  router.post('/announcements/:id/cancel', may, async (req, res) => {
    const summary = await cancelAnnouncement(ctx, String(req.params.id));
    req.log.info({ announcement: summary.id }, 'announcement cancelled');
    res.json(progress(summary));
  });
  return router;
}
