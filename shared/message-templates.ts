/**
 * The informational texts the site sends, one KakaoTalk AlimTalk (알림톡) template each: `code` is
 * the template code registered with Kakao (through SOLAPI or NHN Cloud), `text` the approved
 * wording with `#{변수}` placeholders. The same rendered text goes as SMS/LMS when AlimTalk cannot
 * reach the person, and as SMS/LMS alone while KAKAO_PROVIDER is unset. Advertising never has a
 * template (Kakao approves informational templates only). Changing a text here means submitting
 * it for review again: docs/alimtalk-templates.md lists them ready to submit.
 */
import { moveInTemplates } from './movein-templates';

/** What a model-house visit's confirmation and its reminder both list under their first line. */
const VISIT_DETAILS = ['일시: #{일시}', '인원: #{인원}명', '예약번호: #{예약번호}', '주소: #{주소}', '예약 확인·취소: #{예약관리링크}'];
/** What a winner's visit confirmation and its reminder both list under their first line. */
const WINNER_VISIT_DETAILS = ['일시: #{일시}', '인원: #{인원}명', '예약번호: #{예약번호}', '장소: #{주소}', '준비 서류: #{안내링크}', '예약 확인·취소: #{예약관리링크}'];

export const messageTemplates = {
  ...moveInTemplates,
  'visit-confirmed': {
    code: 'HL_VISIT_CONFIRMED',
    text: ['[#{단지명}] 견본주택 방문 예약이 확정되었습니다.', ...VISIT_DETAILS].join('\n'),
  },
  'visit-reminder': {
    code: 'HL_VISIT_REMINDER',
    text: ['[#{단지명}] 내일 견본주택 방문 예약을 안내해 드립니다.', ...VISIT_DETAILS].join('\n'),
  },
  'visit-cancelled': {
    code: 'HL_VISIT_CANCELLED',
    text: [
      '[#{단지명}] 견본주택 방문 예약이 취소되었습니다.',
      '일시: #{일시}',
      '예약번호: #{예약번호}',
      '다시 예약하시려면 홈페이지를 이용하시거나 #{상담전화}로 문의해 주세요.',
    ].join('\n'),
  },
  'visit-moved': {
    code: 'HL_VISIT_MOVED',
    text: [
      '[#{단지명}] 견본주택 방문 예약 시간이 변경되었습니다.',
      '변경된 일시: #{일시}',
      '인원: #{인원}명',
      '예약번호: #{예약번호}',
      '예약 확인·취소: #{예약관리링크}',
    ].join('\n'),
  },
  'winner-visit-moved': {
    code: 'HL_WINNER_MOVED',
    text: [
      '[#{단지명}] #{방문목적} 방문 예약 시간이 변경되었습니다.',
      '변경된 일시: #{일시}',
      '인원: #{인원}명',
      '예약번호: #{예약번호}',
      '예약 확인·취소: #{예약관리링크}',
    ].join('\n'),
  },
  'visit-request': {
    code: 'HL_VISIT_REQUEST',
    text: ['[#{단지명}] 견본주택 방문 신청이 접수되었습니다.', '주소: #{주소}', '운영시간: #{운영시간}', '상담전화: #{상담전화}'].join('\n'),
  },
  'consent-granted': {
    code: 'HL_CONSENT_GRANTED',
    text: '[#{단지명}] 광고성 정보 수신에 동의하셨습니다 (#{처리일}).',
  },
  'consent-withdrawn': {
    code: 'HL_CONSENT_WITHDRAWN',
    text: '[#{단지명}] 광고성 정보 수신거부가 처리되었습니다 (#{처리일}).',
  },
  'consent-reconfirmation': {
    code: 'HL_CONSENT_RECONFIRM',
    text: [
      '[#{단지명}] 고객님은 #{동의일}에 광고성 정보(분양 소식·잔여세대 안내) 문자 수신에 동의하셨습니다.',
      '수신을 원하지 않으시면 무료수신거부 #{수신거부번호} 또는 아래 링크에서 거부하실 수 있습니다.',
      '#{수신거부링크}',
    ].join('\n'),
  },
  'winner-notice': {
    code: 'HL_WINNER_NOTICE',
    text: [
      '[#{단지명}] #{이름}님, 당첨을 축하드립니다.',
      '#{방문목적} 방문은 예약제로 운영됩니다. 아래 링크에서 방문 시간을 예약해 주세요.',
      '예약: #{예약링크}',
      '문의: #{상담전화}',
    ].join('\n'),
  },
  'unit-held': {
    code: 'HL_UNIT_HELD',
    text: [
      '[#{단지명}] #{이름}님, #{동호} 세대를 선택하셨습니다.',
      '#{마감시각}까지 아래 링크에서 계약 방문을 예약해 주세요. 그때까지 예약이 없으면 선택이 취소되어 다른 분께 공급됩니다.',
      '예약: #{예약링크}',
      '문의: #{상담전화}',
    ].join('\n'),
  },
  'winner-visit-confirmed': {
    code: 'HL_WINNER_CONFIRMED',
    text: ['[#{단지명}] #{방문목적} 방문 예약이 확정되었습니다.', ...WINNER_VISIT_DETAILS].join('\n'),
  },
  'winner-visit-reminder': {
    code: 'HL_WINNER_REMINDER',
    text: ['[#{단지명}] 내일 #{방문목적} 방문 예약을 안내해 드립니다.', ...WINNER_VISIT_DETAILS].join('\n'),
  },
  'winner-visit-cancelled': {
    code: 'HL_WINNER_CANCELLED',
    text: [
      '[#{단지명}] #{방문목적} 방문 예약이 취소되었습니다.',
      '일시: #{일시}',
      '예약번호: #{예약번호}',
      '다시 예약하시려면 #{안내링크} 에서 예약하시거나 #{상담전화}로 문의해 주세요.',
    ].join('\n'),
  },
  'schedule-eve': {
    code: 'HL_SCHEDULE_EVE',
    text: [
      '[#{단지명}] 내일은 #{일정} 일정입니다.',
      '일시: #{일시}',
      '장소: #{장소}',
      '전체 일정: #{일정링크}',
      '문의: #{상담전화}',
      '알림 해지: #{해지링크}',
    ].join('\n'),
  },
  'schedule-open': {
    code: 'HL_SCHEDULE_OPEN',
    text: [
      '[#{단지명}] 오늘 #{일정} 일정이 시작됩니다.',
      '일시: #{일시}',
      '장소: #{장소}',
      '전체 일정: #{일정링크}',
      '문의: #{상담전화}',
      '알림 해지: #{해지링크}',
    ].join('\n'),
  },
  'payment-before': {
    code: 'HL_PAYMENT_BEFORE',
    text: [
      '[#{단지명}] #{동호} #{회차} 납부기한이 #{남은기간}입니다.',
      '납부기한: #{납부기한}',
      '납부하실 금액: #{금액}',
      '입금 계좌: #{계좌}',
      '납부 내역 확인: #{계약자링크}',
      '문의: #{상담전화}',
    ].join('\n'),
  },
  'payment-overdue': {
    code: 'HL_PAYMENT_OVERDUE',
    text: [
      '[#{단지명}] #{동호} #{회차}의 납부기한(#{납부기한})이 지났습니다.',
      '연체 금액: #{금액}',
      '입금 계좌: #{계좌}',
      '납부일까지 모집공고의 연체요율로 연체료가 더해집니다. 이미 납부하셨다면 이 안내는 넘기셔도 됩니다.',
      '납부 내역 확인: #{계약자링크}',
      '문의: #{상담전화}',
    ].join('\n'),
  },
  'deposit-confirmed': {
    code: 'HL_DEPOSIT_CONFIRMED',
    text: [
      '[#{단지명}] #{동호} 입금을 확인했습니다.',
      '입금일: #{입금일}',
      '입금액: #{금액}',
      '반영: #{반영내역}',
      '남은 납부 금액: #{남은금액}',
      '납부 내역 확인: #{계약자링크}',
      '입금 확인 문자는 계약자 페이지에서 끄실 수 있습니다.',
      '문의: #{상담전화}',
    ].join('\n'),
  },
  'defect-assigned': {
    code: 'HL_DEFECT_ASSIGNED',
    text: [
      '[#{단지명}] 접수하신 하자의 처리 담당이 배정되었습니다.',
      '세대: #{동호}',
      '내용: #{하자}',
      '담당: #{담당}',
      '진행 상황은 계약자 페이지에서 확인하실 수 있습니다: #{확인링크}',
    ].join('\n'),
  },
  'defect-done': {
    code: 'HL_DEFECT_DONE',
    text: [
      '[#{단지명}] 접수하신 하자의 처리가 완료되었습니다.',
      '세대: #{동호}',
      '내용: #{하자}',
      '계약자 페이지에서 처리 결과를 확인해 주시고, 미흡한 점이 있으면 사유와 함께 재접수해 주세요: #{확인링크}',
    ].join('\n'),
  },
  'phone-verification': {
    code: 'HL_PHONE_VERIFY',
    text: '[#{단지명}] 인증번호 #{인증번호} (3분 안에 입력해 주세요)',
  },
} as const satisfies Record<string, { code: string; text: string }>;

export type TemplateName = keyof typeof messageTemplates;

/**
 * Estimated price per message in won, for the cost estimate on /admin/messages (set them from
 * the provider's contract: AlimTalk is usually a fraction of an LMS).
 */
export const messagePrices = { alimtalk: 8, sms: 9, lms: 30 } as const;
