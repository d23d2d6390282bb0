import { Link } from '../nav';

export function NotFound() {
  return (
    <section className="not-found">
      <h1>Not Found</h1>
      <p>요청하신 페이지를 찾을 수 없습니다. 주소가 정확한지 확인해 주세요.</p>
      <Link to="/" className="btn btn-primary">
        홈으로 가기
      </Link>
    </section>
  );
}
