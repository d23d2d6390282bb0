/** 본문 바로가기: the first thing a keyboard reaches on every desk page, jumping past the header and menu to <main id="main">. */
export function SkipToMain() {
  return (
    <a className="skip-link" href="#main">
      본문 바로가기
    </a>
  );
}
