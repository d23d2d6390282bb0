/**
 * A visitor's own pages, reached from a form's answer or a text's link (most by a secret token):
 * never in a menu, the sitemap or a search engine, and never cached.
 */
import type { PageRoute } from './route';

export const privateRoutes: PageRoute[] = [
  {
    path: '/lead/result',
    page: 'lead-result',
    section: 'promotion',
    title: '접수 결과',
    description: '상담 신청 접수 결과입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/reservation/:token',
    page: 'reservation',
    section: 'promotion',
    title: '방문 예약 확인',
    description: '견본주택 방문 예약을 확인하고 취소할 수 있습니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // A 납부확인서's check (issue 66): the code printed on it is the secret (shared/private-links.ts).
    path: '/receipt/verify/:token',
    page: 'receipt-verify',
    title: '납부확인서 진위 확인',
    description: '납부확인서의 발급번호로 발급 내용을 확인합니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // The opt-out link of every advertising text (a secret token, not a database id).
    path: '/o/:token',
    page: 'optout',
    title: '광고성 정보 수신거부',
    description: '광고성 문자 수신거부를 처리합니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // 당첨자 안내: listed winners book their 서류접수 and 계약 visits (linked from their text).
    path: '/winner',
    page: 'winner',
    title: '당첨자 안내',
    description: '당첨자 서류접수와 계약 방문을 예약하고 준비 서류를 확인하실 수 있습니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // 계약자 페이지: a contract holder's payments, options, visits and notices (buyer session, /api/my).
    // Not in any menu or the sitemap; private and never cached (dynamic).
    path: '/my',
    page: 'my',
    title: '계약자 페이지',
    description: '계약자분의 분양대금 납부 현황, 유상옵션 선택, 방문 예약과 계약자 공지를 확인하실 수 있습니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // The stop link of every 청약 일정 reminder text (a secret token).
    path: '/r/:token',
    page: 'schedule-stop',
    title: '청약 일정 알림 해지',
    description: '청약 일정 알림 문자 수신을 해지합니다.',
    dynamic: true,
    noindex: true,
  },
];
