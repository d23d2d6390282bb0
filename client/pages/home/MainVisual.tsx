import type { MediaImage } from '../../../shared/media';
import { PHONE_MEDIA, slideSizes, type SlideView } from '../../../shared/content';

/**
 * The main visual (메인 비주얼) from the desk's slides: server HTML, moved by a few lines of DOM
 * code (client/main-visual.ts, no island). The first slide is the page's largest paint: eager, high
 * priority, its size in the HTML and its phone crop as a <source>; the others load lazily. Without
 * scripts the slides scroll sideways (scroll snapping), as the home page's other sliders do.
 */
export function MainVisual({ slides }: { slides: SlideView[] }) {
  return (
    <div className="main-visual" data-main-visual="" aria-roledescription="carousel" aria-label="메인 비주얼">
      <div className="main-visual-track" tabIndex={-1}>
        {slides.map((s, i) => (
          <div className="main-visual-slide" key={s.id} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${slides.length}`}>
            <SlidePicture slide={s} first={i === 0} />
            <div className="main-visual-caption">
              <p className="main-visual-title">{s.title}</p>
              {s.subtitle && <p className="main-visual-sub">{s.subtitle}</p>}
              {s.link && (
                <a className="btn btn-outline main-visual-link" href={s.link} {...(s.link.startsWith('https:') ? { rel: 'noopener' } : {})}>
                  자세히 보기
                </a>
              )}
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="main-visual-controls js-only">
          <button type="button" className="main-visual-prev" aria-label="이전 슬라이드">
            ‹
          </button>
          <span className="main-visual-count" aria-live="polite">
            1 / {slides.length}
          </span>
          <button type="button" className="main-visual-next" aria-label="다음 슬라이드">
            ›
          </button>
          <button type="button" className="main-visual-pause" aria-label="자동 넘김 멈춤" aria-pressed="false" />
        </div>
      )}
    </div>
  );
}

/** Each source's sizes follow its own image's aspect (shared/content.ts: a cover on a phone is drawn wider than the screen). */
function Sources({ image, media }: { image: MediaImage; media?: string }) {
  return (
    <>
      <source media={media} type="image/avif" srcSet={image.srcset.avif} sizes={slideSizes(image)} width={image.width} height={image.height} />
      <source media={media} type="image/webp" srcSet={image.srcset.webp} sizes={slideSizes(image)} width={image.width} height={image.height} />
    </>
  );
}

function SlidePicture({ slide, first }: { slide: SlideView; first: boolean }) {
  const { image, mobile } = slide;
  return (
    <picture>
      {mobile && <Sources image={mobile} media={PHONE_MEDIA} />}
      <Sources image={image} />
      <img
        className="main-visual-img"
        src={image.src}
        srcSet={image.srcset.jpeg}
        sizes={slideSizes(image)}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        style={{ backgroundColor: image.placeholder }}
      />
    </picture>
  );
}
