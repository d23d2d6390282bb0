import { island } from '../islands/Island';
import { PdfLink } from '../components/PdfLink';
import { Img } from '../components/Img';
import { ComingSoon, Notes, SubPage } from '../components/SubPage';
import type { PageProps } from './types';

const EDITING_NOTE =
  '본 내용은 편집 과정에서 오류가 있을 수 있으니, 청약 및 계약 전 반드시 입주자모집공고 원문을 확인하시기 바랍니다.';

const PDF_PATH = '/announcement.pdf';

const PdfLinkIsland = island('pdf-link', PdfLink);

export function SalesAnnouncement({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <Img name="announcement" alt="입주자모집공고 안내 이미지" priority className="doc-image" />
      <PdfLinkIsland href={PDF_PATH} label="입주자모집공고 PDF 보기" />
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
