// Registers every model, so start-up can build all declared indexes.
export { Press } from './press/model';
export { Admin } from './accounts/model';
export { Lead } from './leads/model';
export { RateLimitCounter } from './rate-limit/store';
export { OutboxMessage } from './outbox/model';
export { ConsentEvent, OptoutToken } from './consent/model';
export { Announcement } from './announcements/model';
export { VisitSlot, Reservation, VisitDayLock } from './visits/model';
export { IdempotencyRecord } from './http/idempotency';
export { AccessEntry } from './access-log/model';
export { DeskSetting } from './leads/assignment';
export { Schedule, ScheduleChange, ScheduleSubscriber } from './schedule/model';
export { Winner } from './winners/model';
export { AdvertisingSuppression } from './privacy/suppression';
export { Erasure } from './privacy/erasure';
export { PhoneVerification } from './verification/model';
export { Unit, UnitHold, UnitSale, UnitQueue } from './units/model';
export { VisitCounter, VisitHash, VisitSalt, VisitDay, CampaignCost, CampaignName } from './campaigns/model';
