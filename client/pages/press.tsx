import { SubPage } from '../components/SubPage';
import type { PageProps } from './types';

export function PressList({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <table className="board-table">
        <caption className="sr-only">보도자료 목록</caption>
        <thead>
          <tr>
            <th scope="col" className="col-no">NO</th>
            <th scope="col">제목</th>
            <th scope="col" className="col-author">작성자</th>
            <th scope="col" className="col-date">작성일</th>
            <th scope="col" className="col-views">조회수</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td colSpan={5} className="board-empty">
              등록된 보도자료가 없습니다.
            </td>
          </tr>
        </tbody>
      </table>
      <section className="admin-box" aria-labelledby="admin-login-title">
        <h3 id="admin-login-title">관리자 로그인</h3>
        <form className="login-form" method="post" action="/api/auth/login">
          <div className="field">
            <label htmlFor="login-email">이메일</label>
            <input id="login-email" name="email" type="email" autoComplete="username" />
          </div>
          <div className="field">
            <label htmlFor="login-password">비밀번호</label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" />
          </div>
          <button type="submit" className="btn btn-primary">
            로그인
          </button>
        </form>
      </section>
    </SubPage>
  );
}

export function PressDetail({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <p>보도자료를 불러오는 중입니다.</p>
    </SubPage>
  );
}
