import { island } from '../islands/Island';
import { usePageData } from '../page-data';
import type { DocumentVersionView } from '../../shared/documents';
import { PdfLink } from '../components/PdfLink';
import { Img } from '../components/Img';
import { ComingSoon, Notes, SubPage } from '../components/SubPage';
import type { PageProps } from './types';

const EDITING_NOTE =
  '본 내용은 편집 과정에서 오류가 있을 수 있으니, 청약 및 계약 전 반드시 입주자모집공고 원문을 확인하시기 바랍니다.';

/** The PDF shipped with the site, linked until the desk sets the 입주자모집공고 document. */
const STATIC_PDF = '/announcement.pdf';

const PdfLinkIsland = island('pdf-link', PdfLink);

const dotted = (day: string) => day.replaceAll('-', '.');

/** Every version, newest first: the first 공고 and each 정정공고 with its date and what changed. */
function AnnouncementVersions({ versions }: { versions: DocumentVersionView[] }) {
  const first = versions.at(-1);
  return (
    <section className="doc-versions" aria-labelledby="doc-versions-title">
      <h2 id="doc-versions-title">공고 이력</h2>
      <ol>
        {versions.map((v) => (
          <li key={`${v.mediaId}-${v.at}`}>
            <time dateTime={v.day}>{dotted(v.day)}</time>
            <span className="doc-version-kind">{v === first ? '최초 공고' : '정정공고'}</span>
            {v.url ? (
              <a href={v.url} target="_blank" rel="noopener">
                {v.title}
                <span className="sr-only"> PDF (새 창)</span>
              </a>
            ) : (
              <span>{v.title}</span>
            )}
            {v.current && <span className="doc-version-current">현재 공고</span>}
            {v.note && <p className="doc-version-note">{v.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function SalesAnnouncement({ match }: PageProps) {
  // Rendered on the server only (its one island is the PDF link): the loader's data is always there.
  const data = usePageData('sales-announcement', match.canonicalPath);
  return (
    <SubPage match={match}>
      <Img name="announcement" alt="입주자모집공고 안내 이미지" priority className="doc-image" />
      <PdfLinkIsland href={data?.url ?? STATIC_PDF} label="입주자모집공고 PDF 보기" />
      {data && data.versions.length > 0 && <AnnouncementVersions versions={data.versions} />}
      <Notes items={[EDITING_NOTE]} />
    </SubPage>
  );
}

export function SalesSubscriptionGuide({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <Img name="subscription-guide" alt="인지세 납부 절차 안내 이미지" priority className="doc-image" />
      <Notes items={[EDITING_NOTE]} />
    </SubPage>
  );
}

export function SalesGuide({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <ComingSoon note="인터넷 청약 안내 이미지는 고객님의 이해를 돕기 위해 제작 중이며, 청약 방법은 청약홈에서도 확인하실 수 있습니다." />
    </SubPage>
  );
}

export function SalesStampTax({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <ComingSoon />
    </SubPage>
  );
}
