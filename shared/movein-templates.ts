/**
 * The AlimTalk templates of 사전점검 and 입주 bookings (spread into `messageTemplates` in
 * shared/message-templates.ts, where every template is listed for docs/alimtalk-templates.md).
 * `방문목적` reads '사전점검 (3명)' or '입주 (오전)'; `준비물` is shared/movein.ts's list.
 */
/** What a 사전점검·입주 confirmation and its reminder both list under their first line. */
const MOVE_IN_DETAILS = ['세대: #{세대}', '일시: #{일시}', '예약번호: #{예약번호}', '준비물: #{준비물}', '예약 확인·변경: #{안내링크}'];

export const moveInTemplates = {
  'movein-visit-confirmed': {
    code: 'HL_MOVEIN_CONFIRMED',
    text: ['[#{단지명}] #{방문목적} 예약이 확정되었습니다.', ...MOVE_IN_DETAILS].join('\n'),
  },
  'movein-visit-reminder': {
    code: 'HL_MOVEIN_REMINDER',
    text: ['[#{단지명}] 내일 #{방문목적} 예약을 안내해 드립니다.', ...MOVE_IN_DETAILS].join('\n'),
  },
} as const;
