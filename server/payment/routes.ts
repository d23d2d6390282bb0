/** GET /api/payment-plan?unit=84A&band=mid: a type's price and its dated rows, summing to the price. */
import { Router } from 'express';
import type { SiteConfig } from '../../shared/site.config';
import { PAYMENT_MESSAGES, paymentPlan } from '../../shared/payment';
import { HttpError } from '../http/errors';

export function paymentApi(site: SiteConfig) {
  const router = Router();
  router.get('/payment-plan', (req, res) => {
    const unit = typeof req.query.unit === 'string' ? req.query.unit.trim() : '';
    const band = typeof req.query.band === 'string' && req.query.band.trim() !== '' ? req.query.band.trim() : undefined;
    const plan = paymentPlan(site.pricing, unit, band);
    if ('error' in plan) throw new HttpError(400, PAYMENT_MESSAGES[plan.error], { [plan.error]: PAYMENT_MESSAGES[plan.error] });
    // The same for everyone until the site config changes.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ unit: plan.unit, band: plan.band, bandLabel: plan.bandLabel, price: plan.price, rows: plan.rows.map((r) => ({ label: r.label, ...(r.dueDate ? { dueDate: r.dueDate } : {}), amount: r.amount, percent: r.percent, ...(r.dueText ? { dueText: r.dueText } : {}) })) });
  });
  return router;
}
