import { imageInfo, type ImageName } from '../images';
import { LazyFrame, autoplayUrl } from './LazyFrame';

interface Props {
  /** Player URL from the site config; empty while the video is not configured. */
  src: string;
  title: string;
  width: number;
  height: number;
  className?: string;
  /** Artwork under the '영상 준비 중' poster. */
  poster?: ImageName;
}

/**
 * An autoplaying embedded player when its URL is configured; until then a finished poster
 * ('영상 준비 중' over artwork) in the same box, never a broken embed.
 */
export function VideoPlayer({ src, title, width, height, className = '', poster = 'premium-hero' }: Props) {
  if (src) {
    return <LazyFrame src={autoplayUrl(src)} title={title} width={width} height={height} className={className} allow="autoplay; fullscreen; picture-in-picture" />;
  }
  const art = imageInfo(poster);
  return (
    <figure className={`frame-box video-poster ${className}`.trim()} style={{ aspectRatio: `${width} / ${height}` }}>
      <img src={art.src} alt="" width={art.width} height={art.height} loading="lazy" decoding="async" />
      <figcaption>
        <span className="video-poster-badge">{title}</span>
        <strong>영상 준비 중</strong>
        <span>촬영을 마치는 대로 이곳에서 보실 수 있습니다.</span>
      </figcaption>
    </figure>
  );
}
