/**
 * The built-in VR model house: 360° panoramas of the unit types (public/vr/panoramas, listed in
 * index.json) in Pannellum, served from this origin. `?type=84A` shows that type (the home VR
 * tabs switch it); without it, buttons in the page switch type. Operators replace the JPEGs, or point VR_URL at their own tour instead.
 */
import 'pannellum/build/pannellum.css';
import 'pannellum/build/pannellum.js';
import './vr.css';

interface Panorama {
  type: string;
  title: string;
  src: string;
}

interface Viewer {
  loadScene(id: string): void;
  getScene(): string;
  on(event: 'scenechange' | 'load' | 'error', cb: (arg: unknown) => void): Viewer;
}
declare global {
  interface Window {
    pannellum: { viewer(container: string | HTMLElement, config: object): Viewer };
  }
}

const STRINGS = {
  loadButtonLabel: '360° VR 보기',
  loadingLabel: '불러오는 중…',
  bylineLabel: '',
  noPanoramaError: '파노라마 이미지가 없습니다.',
  fileAccessError: '%s 파일을 불러오지 못했습니다.',
  malformedURLError: '파노라마 주소가 올바르지 않습니다.',
  iOS8WebGLError: '이 기기에서는 VR 보기를 지원하지 않습니다.',
  genericWebGLError: '이 브라우저에서는 VR 보기(WebGL)를 지원하지 않습니다.',
  textureSizeError: '이 기기에서 보기에는 이미지가 너무 큽니다.',
  unknownError: '알 수 없는 오류가 발생했습니다.',
};

async function start() {
  const container = document.getElementById('panorama')!;
  let list: Panorama[];
  try {
    const res = await fetch('/vr/panoramas/index.json');
    list = (await res.json()) as Panorama[];
    if (!Array.isArray(list) || list.length === 0) throw new Error('empty panorama list');
  } catch (err) {
    console.warn('VR panoramas unavailable', err);
    container.innerHTML = '<p class="vr-error">VR 이미지를 준비하고 있습니다.</p>';
    return;
  }
  const wanted = new URLSearchParams(location.search).get('type');
  const first = list.find((p) => p.type === wanted) ?? list[0]!;

  const scenes = Object.fromEntries(
    list.map((p) => [p.type, { title: p.title, type: 'equirectangular', panorama: p.src, hfov: 105, pitch: -4, yaw: 0 }]),
  );
  const viewer = window.pannellum.viewer(container, {
    default: { firstScene: first.type, sceneFadeDuration: 400, autoLoad: true, showFullscreenCtrl: true, compass: false, keyboardZoom: true },
    scenes,
    strings: STRINGS,
  });

  // Type buttons when there is a choice and the host page has not chosen (its own tabs pick ?type=).
  const nav = document.querySelector<HTMLElement>('.vr-types')!;
  if (list.length > 1 && !wanted) {
    for (const p of list) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = p.type;
      b.setAttribute('aria-pressed', String(p.type === first.type));
      b.addEventListener('click', () => viewer.loadScene(p.type));
      nav.append(b);
    }
    nav.hidden = false;
    viewer.on('scenechange', (id) => {
      for (const b of nav.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.textContent === id));
    });
  }
}

void start();
