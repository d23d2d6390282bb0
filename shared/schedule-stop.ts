/** The reminder stop link's page (/r/<token>): its wording and data (kept apart so visitor pages share no schedule code). */
export const STOP_MESSAGES = {
  title: '청약 일정 알림 해지',
  intro: '아래 버튼을 누르시면 이 번호로 보내 드리던 청약 일정 알림 문자를 더 이상 보내지 않습니다.',
  button: '알림 해지',
  done: '청약 일정 알림이 해지되었습니다. 앞으로 일정 알림 문자를 보내지 않습니다.',
  invalid: '알림 해지 링크가 올바르지 않거나 이미 해지되었습니다.',
} as const;

export interface ScheduleStopData {
  state: 'ready' | 'done' | 'invalid';
  token: string;
}
