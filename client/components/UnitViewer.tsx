import { useState } from 'react';
import { imageInfo, type ImageName } from '../images';

export const UNIT_SIZES = [75, 80, 84, 107, 114] as const;

/**
 * Steps through the unit types; the image fades in (500 ms) on every change. At either end the
 * arrow is dimmed and inactive: aria-disabled rather than disabled, so a keyboard user pressing
 * it to the end keeps focus on it instead of being dropped to the top of the page.
 */
export function UnitViewer() {
  const [index, setIndex] = useState(0);
  const size = UNIT_SIZES[index]!;
  const { src, width, height } = imageInfo(`unit-${size}` as ImageName);
  const last = UNIT_SIZES.length - 1;

  return (
    <section className="unit-viewer" aria-labelledby="unit-viewer-title">
      <h3 id="unit-viewer-title">타입별 평면 보기</h3>
      <div className="unit-viewer-buttons" role="group" aria-label="전용면적 선택">
        {UNIT_SIZES.map((s, i) => (
          <button key={s} type="button" aria-pressed={i === index} onClick={() => setIndex(i)}>
            {s}㎡
          </button>
        ))}
      </div>
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
        <img key={src} src={src} alt={`${size}㎡ 타입 평면도`} width={width} height={height} loading="lazy" className="unit-viewer-image" />
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
      <p className="sr-only" aria-live="polite">{`${size}㎡ 타입 평면도를 보고 있습니다.`}</p>
    </section>
  );
}
