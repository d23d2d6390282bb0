/**
 * Writes docs/alimtalk-templates.md from the templates in shared/message-templates.ts: every code and
 * text, ready to register for Kakao's review. Run after changing a template:
 * `npm run alimtalk:templates`.
 */
import { writeFileSync } from 'node:fs';
import { messageTemplates } from '../shared/message-templates';
import { templateVariables } from '../server/outbox/templates';

const WHEN: Record<string, string> = {
  'visit-confirmed': '견본주택 방문 예약 직후',
  'visit-reminder': '방문 전날 10:00',
  'visit-cancelled': '예약이 취소되었을 때 (고객 또는 분양사무소)',
  'visit-moved': '방문 예약 시간이 바뀌었을 때 (고객 또는 분양사무소)',
  'winner-visit-moved': '당첨자 방문 예약 시간이 바뀌었을 때',
  'visit-request': '시간 지정 없는 방문 신청 직후',
  'consent-granted': '광고성 정보 수신 동의 직후 (정보통신망법 제50조 제7항)',
  'consent-withdrawn': '수신거부 처리 직후 (정보통신망법 제50조 제7항)',
  'consent-reconfirmation': '수신 동의일로부터 2년마다 (정보통신망법 제50조 제8항)',
  'winner-notice': '당첨자에게 서류접수·계약 방문 예약 링크 안내 (관리자가 보낼 때)',
  'winner-visit-confirmed': '당첨자의 서류접수·계약 방문 예약 직후',
  'winner-visit-reminder': '당첨자 방문 전날 10:00',
  'winner-visit-cancelled': '당첨자 방문 예약이 취소되었을 때',
  'schedule-eve': '청약 일정 알림 신청자에게, 각 일정 전날 10:00',
  'schedule-open': '청약 일정 알림 신청자에게, 각 일정 당일 09:00',
  'payment-before': '계약자에게, 납부기한 7일 전과 하루 전 10:00 (납부하지 않은 회차만)',
  'payment-overdue': '계약자에게, 납부기한 다음 날 10:00 (그때까지 납부하지 않은 회차만)',
  'deposit-confirmed': '계약자에게, 입금이 반영되었을 때 (통장 내역 업로드, 입금 관리의 연결, 토스페이먼츠 입금 통보; 밤에는 다음 날 08:00; 계약자 페이지에서 끈 경우 제외)',
  'movein-visit-confirmed': '계약자의 사전점검·입주 예약 직후 (/my)',
  'movein-visit-reminder': '사전점검·입주 전날 10:00 (21시까지 보내지 못하면 보내지 않음)',
  'phone-verification': '휴대폰 인증번호 요청 시',
  'defect-assigned': '하자 접수 건에 처리 담당(협력업체·공종)이 배정되었을 때 (21시~8시에는 다음 날 8시)',
  'defect-done': '하자 처리가 완료되었을 때 (21시~8시에는 다음 날 8시)',
};

const lines = [
  '# AlimTalk (알림톡) templates',
  '',
  'Every informational text the site sends, as registered with Kakao through SOLAPI or NHN Cloud.',
  'Generated from `messageTemplates` in `shared/message-templates.ts` by `npm run alimtalk:templates`;',
  'a test fails when this page and the config disagree. All are informational (정보성): none carries',
  'advertising, which always goes as SMS/LMS. Register each with the code below (SOLAPI: the',
  'template id Kakao issues goes in the code field), message type 기본형, category 예약/신청 or 회원.',
  'Variables are `#{이름}`; every value the site fills in is shorter than 1,000 characters in total.',
  '',
];
for (const [name, t] of Object.entries(messageTemplates)) {
  lines.push(`## \`${t.code}\``, '', `- Sent: ${WHEN[name] ?? name}`, `- Variables: ${templateVariables(t.text).map((v) => `\`#{${v}}\``).join(', ')}`, '', '```text', t.text, '```', '');
}
writeFileSync(new URL('../docs/alimtalk-templates.md', import.meta.url), lines.join('\n'));
console.log(`docs/alimtalk-templates.md: ${Object.keys(messageTemplates).length} templates`);
