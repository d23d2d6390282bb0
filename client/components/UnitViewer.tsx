import { useState } from 'react';
import { formatArea } from '../../shared/site.config';
import { imageInfo, isImageName } from '../images';
import { useSite } from '../site-context';

/**
 * Steps through the unit types of the site config's unit table; the image fades in (500 ms) on
 * every change. Buttons name the type; the caption says which area is which (전용 / 공급). At
 * either end the arrow is dimmed and inactive: aria-disabled rather than disabled, so a keyboard
 * user pressing it to the end keeps focus on it instead of being dropped to the top of the page.
 */
export function UnitViewer() {
  const { units } = useSite();
  const [index, setIndex] = useState(0);
  const unit = units[index]!;
  const { src, width, height } = imageInfo(isImageName(unit.plan) ? unit.plan : 'floorplan-59a');
  // Each type button carries its plan and caption, so a tap before the viewer is live shows them at once (islands/preview.ts).
  const last = units.length - 1;
  const captionOf = (u: typeof unit) => `${u.label} 타입 · 전용 ${formatArea(u.exclusiveArea)} · 공급 ${formatArea(u.supplyArea)}`;
  const caption = captionOf(unit);
  const planOf = (u: typeof unit) => imageInfo(isImageName(u.plan) ? u.plan : 'floorplan-59a').src;

  return (
    <section className="unit-viewer" aria-labelledby="unit-viewer-title">
      <h3 id="unit-viewer-title">타입별 평면 보기</h3>
      <div className="unit-viewer-buttons" role="group" aria-label="타입 선택">
        {units.map((u, i) => (
          <button
            key={u.label}
            type="button"
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
            data-src={planOf(u)}
            data-alt={`${u.label} 타입 평면도`}
            data-caption={captionOf(u)}
          >
            {u.label}
          </button>
        ))}
      </div>
      <p className="unit-viewer-caption">{caption}</p>
      <div className="unit-viewer-stage">
        <button
          type="button"
          className="unit-arrow unit-arrow-prev"
          aria-label="이전 타입"
          aria-disabled={index === 0}
          onClick={() => setIndex((i) => Math.max(0, i - 1))}
        >
          ‹
        </button>
        <img key={src} src={src} alt={`${unit.label} 타입 평면도`} width={width} height={height} loading="lazy" className="unit-viewer-image" />
        <button
          type="button"
          className="unit-arrow unit-arrow-next"
          aria-label="다음 타입"
          aria-disabled={index === last}
          onClick={() => setIndex((i) => Math.min(last, i + 1))}
        >
          ›
        </button>
      </div>
      <p className="sr-only" aria-live="polite">{`${unit.label} 타입 평면도를 보고 있습니다.`}</p>
    </section>
  );
}
