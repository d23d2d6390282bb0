/**
 * 동 and 호 are joined into one key (a contract's `101-1203`; `101|1203` in the lists' checks), so
 * neither may hold the joining marks: 동 `1-2` 호 `3` and 동 `1` 호 `2-3` would be one unit. Stored
 * keys keep their text form (nothing stored changes); every entry (ledger import, unit list, winners'
 * list, desk forms) refuses such a 동 or 호 with this message, and the key is never made of one.
 */
const JOINING_MARKS = /[-|]/;

/** Why this 동/호 cannot be taken, or null when it can. */
export function unitPartsRefusal(dong: string, ho: string): string | null {
  if (!JOINING_MARKS.test(dong) && !JOINING_MARKS.test(ho)) return null;
  return `동·호에는 하이픈(-)이나 세로선(|)을 쓸 수 없습니다(${dong}동 ${ho}호). 동과 호를 각각의 칸에 숫자와 글자로만 적어 주세요(예: 101동 1203호, 109동 지하1호).`;
}
