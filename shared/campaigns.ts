/** The campaigns desk (/admin/campaigns): API shapes shared by the server and the desk page. */
import type { Channel } from './channels';

export const COST_FORMATS = ['naver', 'kakao', 'google', 'meta', 'plain'] as const;
export type CostFormat = (typeof COST_FORMATS)[number];
export const COST_FORMAT_LABELS: Record<CostFormat, string> = {
  naver: 'Naver 검색광고 보고서',
  kakao: 'Kakao 모먼트 보고서',
  google: 'Google Ads 보고서',
  meta: 'Meta 광고 보고서',
  plain: '직접 작성(날짜, 채널, 캠페인, 비용)',
};

export interface CostImportResult {
  added: number;
  updated: number;
  rejected: { line: number; reason: string }[];
}

export const FUNNEL_STEPS = ['visitors', 'leads', 'bookings', 'visited', 'winners', 'contracts'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  visitors: '방문자',
  leads: '관심고객',
  bookings: '방문 예약',
  visited: '견본주택 방문',
  winners: '당첨',
  contracts: '계약',
};

/** The steps' names where a chart's column is narrow (a phone): the table beside it has the full ones. */
export const FUNNEL_STEP_SHORT: Record<FunnelStep, string> = {
  visitors: '방문',
  leads: '관심',
  bookings: '예약',
  visited: '내방',
  winners: '당첨',
  contracts: '계약',
};

export interface FunnelRow {
  /** The channel's name (CHANNEL_LABELS) and its key. */
  channel: string;
  channelKey: Channel;
  /** utm_campaign (by=campaign only; null: no campaign). */
  campaign?: string | null;
  visitors: number;
  pageviews: number;
  leads: number;
  bookings: number;
  visited: number;
  winners: number;
  contracts: number;
  /** Spend in won over the period. */
  cost: number;
}

export interface TrafficDay {
  date: string;
  visitors: number;
  pageviews: number;
  leads: number;
}

export interface Traffic {
  days: TrafficDay[];
  pages: { path: string; pageviews: number; entries: number }[];
  channels: { channel: string; channelKey: Channel; visitors: number }[];
  /** Per day and channel, for the chart (leads by their last touch). */
  byChannel: { date: string; channel: string; channelKey: Channel; visitors: number; leads: number }[];
  devices: { device: string; pageviews: number }[];
}

export interface CampaignsLive {
  /** Distinct visitors in the last 5 minutes. */
  visitorsNow: number;
  today: string;
  leadsToday: { channel: string; channelKey: Channel; leads: number }[];
}

export interface CostEntry {
  id: string;
  day: string;
  channel: string;
  channelKey: Channel;
  campaign: string;
  /** The utm_campaign the campaign is counted under (the desk's mapping, else its own name). */
  utmCampaign: string;
  source: string;
  amount: number;
}

/** A step's rate from the step before (null when the step before is 0). */
export const stepRate = (n: number, before: number): number | null => (before > 0 ? n / before : null);
/** The spend per result of a step (null when there is none). */
export const costPer = (cost: number, n: number): number | null => (n > 0 ? Math.round(cost / n) : null);
