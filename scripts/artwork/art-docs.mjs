// Printed-notice style documents: schedule, required documents, announcement cover, stamp-tax guide.
import { C, rect, line, circle, path, g, text, lin, rng, tag, logoGroup } from './lib.mjs';

const INK = '#2b2f36';

/** Paper sheet on a soft desk background; returns { defs, head } drawing the paper + letterhead. */
function paper(W, H, { title, sub, kicker = 'THE HAEON LAKE CITY' } = {}) {
  const defs =
    lin('desk', [[0, '#e6e1d8'], [1, '#d8d1c4']], 0, 0, 1, 1) +
    tag('filter', { id: 'sh', x: '-5%', y: '-5%', width: '110%', height: '110%' }, tag('feDropShadow', { dx: 0, dy: 6, stdDeviation: 10, 'flood-color': '#1d2a3a', 'flood-opacity': 0.18 }));
  const m = 40;
  let s = rect(0, 0, W, H, { fill: 'url(#desk)' });
  s += rect(m, m, W - 2 * m, H - 2 * m, { fill: '#fffdf9', filter: 'url(#sh)' });
  s += rect(m, m, W - 2 * m, 10, { fill: C.navy }) + rect(m, m + 10, W - 2 * m, 3, { fill: C.goldD });
  s += g({ transform: `translate(${m + 50},${m + 46}) scale(0.9)` }, logoGroup(0, 0, { main: C.navy, accent: C.goldD }));
  s += text(W - m - 50, m + 78, kicker, { size: 13, fill: C.grey, anchor: 'end', ls: 3 });
  s += line(m + 50, m + 118, W - m - 50, m + 118, { stroke: C.ivory3, 'stroke-width': 1.5 });
  if (title) s += text(W / 2, m + 196, title, { size: 42, weight: 700, fill: C.navy, anchor: 'middle', ls: -0.5 });
  if (sub) s += text(W / 2, m + 236, sub, { size: 18, fill: C.grey, anchor: 'middle' });
  return { defs, s };
}

/** Simple table. cols: [[header, width, align?]], rows: [[cell...]] */
function table(x, y, cols, rows, { rowH = 56, headH = 52, size = 17, first = true, zebra = true } = {}) {
  const W = cols.reduce((a, c) => a + c[1], 0);
  let s = rect(x, y, W, headH, { fill: C.navy });
  let cx = x;
  cols.forEach(([h, w]) => {
    s += text(cx + w / 2, y + headH / 2 + 6, h, { size: size, weight: 700, fill: '#fff', anchor: 'middle' });
    cx += w;
  });
  rows.forEach((row, i) => {
    const ry = y + headH + i * rowH;
    if (zebra && i % 2 === 1) s += rect(x, ry, W, rowH, { fill: '#f5f1ea' });
    let cx2 = x;
    row.forEach((cell, j) => {
      const [, w, align] = cols[j];
      const bold = first && j === 0;
      const tx = align === 'left' ? cx2 + 18 : cx2 + w / 2;
      if (Array.isArray(cell)) {
        cell.forEach((c, k) => (s += text(tx, ry + rowH / 2 + 6 + (k - (cell.length - 1) / 2) * (size + 5), c, { size: size - 1, fill: INK, anchor: align === 'left' ? undefined : 'middle' })));
      } else s += text(tx, ry + rowH / 2 + 6, cell, { size, weight: bold ? 700 : 400, fill: bold ? C.navy : INK, anchor: align === 'left' ? undefined : 'middle' });
      cx2 += w;
    });
    s += line(x, ry + rowH, x + W, ry + rowH, { stroke: C.ivory3, 'stroke-width': 1 });
  });
  const total = headH + rows.length * rowH;
  let vx = x;
  cols.slice(0, -1).forEach(([, w]) => {
    vx += w;
    s += line(vx, y + headH, vx, y + total, { stroke: C.ivory3, 'stroke-width': 1 });
  });
  s += rect(x, y, W, total, { fill: 'none', stroke: C.navy, 'stroke-width': 1.5 });
  s += line(x, y + total, x + W, y + total, { stroke: C.navy, 'stroke-width': 2 });
  return { s, h: total };
}

const section = (x, y, label) => rect(x, y - 17, 6, 22, { fill: C.goldD }) + text(x + 18, y + 1, label, { size: 24, weight: 700, fill: C.navy });

function stamp(cx, cy, label1, label2) {
  return g(
    { transform: `rotate(-12 ${cx} ${cy})`, opacity: 0.75 },
    circle(cx, cy, 62, { fill: 'none', stroke: '#b5483b', 'stroke-width': 4 }) +
      circle(cx, cy, 52, { fill: 'none', stroke: '#b5483b', 'stroke-width': 1.5 }) +
      text(cx, cy - 4, label1, { size: 22, weight: 700, fill: '#b5483b', anchor: 'middle' }) +
      text(cx, cy + 24, label2, { size: 14, fill: '#b5483b', anchor: 'middle', ls: 1 }),
  );
}

function footer(W, H, y) {
  return (
    line(90, y, W - 90, y, { stroke: C.ivory3, 'stroke-width': 1.5 }) +
    text(90, y + 40, '해온건설(주)  |  더 해온 레이크시티 분양사무소', { size: 16, fill: C.grey }) +
    text(W - 90, y + 40, '분양문의 1661-1455', { size: 18, weight: 700, fill: C.navy, anchor: 'end' })
  );
}

// ---------------------------------------------------------------- business-plan
function businessPlan() {
  const W = 1200, H = 1500;
  const p = paper(W, H, { title: '주택취득자금 조달계획 및 분양 일정', sub: '더 해온 레이크시티  ·  총 1,455세대  ·  지하 4층 ~ 지상 35층 12개동' });
  let s = p.s;
  let y = 350;
  s += section(90, y, '분양 일정');
  const t1 = table(90, y + 30, [['구분', 190], ['일정', 250], ['장소 및 방법', 330], ['비고', 250]], [
    ['모집공고', '2025. 00. 00 (○)', '청약홈 및 일간지 게재', '공고일 기준 자격 판단'],
    ['특별공급', '2025. 00. 00 (○)', '청약홈 인터넷 청약', '기관추천·다자녀 등'],
    ['1순위', '2025. 00. 00 (○)', '청약홈 인터넷 청약', '해당지역 / 기타지역'],
    ['2순위', '2025. 00. 00 (○)', '청약홈 인터넷 청약', '-'],
    ['당첨자 발표', '2025. 00. 00 (○)', '청약홈 개별 조회', '당첨 후 서류 제출'],
    ['계약', ['2025. 00. 00 (○)', '~ 2025. 00. 00 (○)'], '더 해온 견본주택', '구비서류 지참'],
  ], { rowH: 54 });
  s += t1.s;
  y += 30 + t1.h + 56;
  s += section(90, y, '주택취득자금 조달계획');
  s += text(90, y + 40, '투기과열지구 또는 조정대상지역 내 주택 계약 시 자금조달계획서를 제출하셔야 합니다.', { size: 16, fill: C.grey });
  const t2 = table(90, y + 64, [['구분', 190], ['항목', 480], ['금액', 350]], [
    ['자기자금', '금융기관 예금액 · 주식·채권 매각대금', '○○○원'],
    ['', '증여·상속 · 현금 등 그 밖의 자금', '○○○원'],
    ['', '부동산 처분대금 등', '○○○원'],
    ['차입금 등', '금융기관 대출액 (주택담보대출 등)', '○○○원'],
    ['', '임대보증금 · 그 밖의 차입금', '○○○원'],
    ['합계', '', '○○○원'],
  ], { rowH: 46 });
  s += t2.s;
  // emphasise total row
  s += rect(90, y + 64 + 52 + 46 * 5, 1020, 46, { fill: C.gold, opacity: 0.15 });
  y += 64 + t2.h + 34;
  // notes box
  s += rect(90, y, 1020, 136, { fill: '#f7f3ec', stroke: C.ivory3 });
  const notes = [
    '※ 상기 일정은 사업 여건 및 관계기관 협의에 따라 변경될 수 있습니다.',
    '※ 청약 신청 및 당첨자 발표는 한국부동산원 청약홈을 통해 진행됩니다.',
    '※ 본 자료는 안내용 견본이며, 자세한 사항은 입주자모집공고를 확인하시기 바랍니다.',
  ];
  notes.forEach((n, i) => (s += text(120, y + 40 + i * 34, n, { size: 17, fill: INK })));
  s += stamp(1030, y + 66, '안내용', 'THE HAEON');
  s += footer(W, H, 1400);
  return { defs: p.defs, body: s };
}

// ---------------------------------------------------------------- business-documents
function businessDocuments() {
  const W = 1200, H = 1500;
  const p = paper(W, H, { title: '당첨자 계약 구비서류', sub: '계약 체결 시 아래 서류를 빠짐없이 지참하여 주시기 바랍니다.' });
  let s = p.s;
  const check = (x, y, on = true) =>
    rect(x, y - 18, 22, 22, { fill: '#fff', stroke: C.navy, 'stroke-width': 1.6, rx: 3 }) +
    (on ? path(`M${x + 4},${y - 7}l6,6 10,-13`, { fill: 'none', stroke: C.goldD, 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) : '');
  const group = (y, label, items) => {
    let t = section(90, y, label);
    y += 28;
    items.forEach(([name, note], i) => {
      const ry = y + i * 52;
      if (i % 2 === 0) t += rect(90, ry, 1020, 52, { fill: '#f7f3ec' });
      t += check(112, ry + 35, true);
      t += text(152, ry + 33, name, { size: 18, weight: 500, fill: INK });
      t += text(1090, ry + 33, note, { size: 15, fill: C.grey, anchor: 'end' });
    });
    t += line(90, y, 1110, y, { stroke: C.navy, 'stroke-width': 2 }) + line(90, y + items.length * 52, 1110, y + items.length * 52, { stroke: C.ivory3, 'stroke-width': 1.5 });
    return { t, end: y + items.length * 52 };
  };
  let y = 340;
  const g1 = group(y, '본인 계약 시 (공통)', [
    ['신분증', '주민등록증 · 운전면허증 · 여권'],
    ['주민등록등본', '세대원 전원 포함, 주소변동 이력 포함'],
    ['주민등록초본', '주소변동 이력 전체 포함'],
    ['가족관계증명서', '본인 기준 상세 발급'],
    ['인감증명서 및 인감도장', '본인서명사실확인서로 대체 가능'],
    ['계약금 입금 확인증', '무통장 입금증 또는 이체 확인증'],
  ]);
  s += g1.t;
  y = g1.end + 70;
  const g2 = group(y, '대리인 계약 시 (추가)', [
    ['위임장', '계약자 인감 날인'],
    ['계약자 인감증명서', '용도: 계약 위임용'],
    ['대리인 신분증', '대리인 도장 지참'],
  ]);
  s += g2.t;
  y = g2.end + 70;
  const g3 = group(y, '특별공급 · 해당자 추가 서류', [
    ['혼인관계증명서', '신혼부부 특별공급 해당자'],
    ['출입국사실증명원', '해외 체류 이력 확인 해당자'],
    ['청약통장 순위확인서', '청약홈 발급'],
  ]);
  s += g3.t;
  y = g3.end + 50;
  s += text(90, y, '※ 모든 서류는 최근 1개월 이내 발급분에 한하며, 서류 미비 시 계약이 제한될 수 있습니다.', { size: 16, fill: C.grey });
  s += text(90, y + 30, '※ 세부 구비서류는 입주자모집공고를 기준으로 하며, 본 자료는 안내용 견본입니다.', { size: 16, fill: C.grey });
  s += footer(W, H, 1370);
  return { defs: p.defs, body: s };
}

// ---------------------------------------------------------------- announcement cover
function announcement() {
  const W = 1200, H = 1600;
  const p = paper(W, H, { kicker: '입주자모집공고 · 안내용 견본' });
  let s = p.s;
  s += text(W / 2, 236, '더 해온 레이크시티', { size: 26, fill: C.goldD, anchor: 'middle', weight: 500, ls: 4 });
  s += text(W / 2, 306, '입주자모집공고', { size: 64, weight: 700, fill: C.navy, anchor: 'middle', ls: 2 });
  s += line(520, 338, 680, 338, { stroke: C.goldD, 'stroke-width': 2 });
  // summary box
  s += rect(90, 370, 1020, 210, { fill: '#f7f3ec', stroke: C.ivory3 });
  const info = [
    ['공급위치', '○○시 ○○구 ○○동 일원'],
    ['공급규모', '지하 4층 ~ 지상 35층, 12개동 총 1,455세대 및 부대복리시설'],
    ['주택형', '70㎡ · 80㎡ · 84㎡ · 107㎡ · 114㎡ (전용면적 기준)'],
    ['입주예정', '20○○년 ○○월 예정 (정확한 입주 시기는 추후 통보)'],
  ];
  info.forEach(([k, v], i) => {
    s += text(130, 420 + i * 44, k, { size: 18, weight: 700, fill: C.navy });
    s += text(260, 420 + i * 44, v, { size: 18, fill: INK });
  });
  // dense body text placeholders in two columns
  const col = (x, y0, y1, w, seed) => {
    const R2 = rng(seed);
    let t = '';
    let y = y0;
    let n = 0;
    while (y < y1) {
      if (n % 9 === 0) {
        t += rect(x, y, 14, 14, { fill: C.navy }) + rect(x + 22, y + 1, R2.range(140, 260), 12, { fill: C.navy, opacity: 0.75 });
        y += 30;
      }
      const last = n % 9 === 8 || R2() < 0.12;
      t += rect(x, y, last ? R2.range(w * 0.35, w * 0.75) : w - R2.range(0, 16), 8, { fill: '#c5c8cd', rx: 1 });
      y += last ? 26 : 17;
      n++;
    }
    return t;
  };
  s += col(90, 620, 1150, 490, 7) + col(620, 620, 1150, 490, 8);
  s += line(600, 620, 600, 1150, { stroke: C.ivory3 });
  // a small table placeholder
  const ty = 1180;
  s += rect(90, ty, 1020, 36, { fill: C.navy });
  for (let i = 0; i < 6; i++) {
    s += rect(90, ty + 36 + i * 30, 1020, 30, { fill: i % 2 ? '#f5f1ea' : '#fff', stroke: C.ivory3 });
    for (let j = 0; j < 6; j++) s += rect(110 + j * 170, ty + 47 + i * 30, 90 + ((i * 7 + j * 13) % 50), 8, { fill: '#c5c8cd' });
  }
  for (let j = 0; j < 6; j++) s += rect(110 + j * 170, ty + 14, 70, 8, { fill: '#fff', opacity: 0.8 });
  s += text(90, 1440, '※ 본 이미지는 안내용 견본이며, 정식 입주자모집공고는 청약홈에 게시됩니다.', { size: 16, fill: C.grey });
  s += footer(W, H, 1470);
  return { defs: p.defs, body: s };
}

// ---------------------------------------------------------------- 인지세 납부 안내
function subscriptionGuide() {
  const W = 1200, H = 1200;
  const defs = lin('bg', [[0, C.ivory], [1, '#efe8dc']]) + lin('nv', [[0, C.navy2], [1, C.navy]]) +
    tag('marker', { id: 'ar', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto' }, path('M0,0L10,5L0,10Z', { fill: C.goldD }));
  let s = rect(0, 0, W, H, { fill: 'url(#bg)' });
  s += text(W / 2, 110, 'STAMP TAX GUIDE', { size: 15, fill: C.goldD, anchor: 'middle', ls: 5, weight: 500 });
  s += text(W / 2, 170, '인지세 납부 안내', { size: 50, weight: 700, fill: C.navy, anchor: 'middle' });
  s += text(W / 2, 214, '공급계약서 작성 시 계약자는 「인지세법」에 따라 인지세를 납부하셔야 합니다.', { size: 19, fill: C.grey, anchor: 'middle' });
  // steps
  const steps = [
    ['STEP 01', '전자수입인지 구매', ['전자수입인지 누리집', '또는 은행·우체국']],
    ['STEP 02', '계약서 첨부', ['출력한 전자수입인지를', '공급계약서에 첨부']],
    ['STEP 03', '납부 확인', ['분양사무소에서', '납부 여부 확인']],
  ];
  const sy = 270;
  steps.forEach(([k, t, d], i) => {
    const cx = 220 + i * 380;
    s += rect(cx - 160, sy, 320, 360, { fill: '#fff', rx: 16, stroke: C.ivory3 });
    s += circle(cx, sy + 110, 66, { fill: 'url(#nv)' });
    // icons
    if (i === 0) s += rect(cx - 34, sy + 86, 68, 48, { rx: 6, fill: 'none', stroke: '#fff', 'stroke-width': 3 }) + line(cx - 34, sy + 100, cx + 34, sy + 100, { stroke: C.gold, 'stroke-width': 6 }) + rect(cx - 24, sy + 114, 20, 6, { fill: '#fff' });
    if (i === 1) s += rect(cx - 26, sy + 76, 52, 66, { rx: 3, fill: 'none', stroke: '#fff', 'stroke-width': 3 }) + line(cx - 14, sy + 94, cx + 14, sy + 94, { stroke: '#fff', 'stroke-width': 2.5 }) + line(cx - 14, sy + 106, cx + 14, sy + 106, { stroke: '#fff', 'stroke-width': 2.5 }) + rect(cx + 2, sy + 116, 18, 18, { fill: C.gold }) + path(`M${cx - 30},${sy + 70}v30a8,8 0 0 0 16,0v-24`, { fill: 'none', stroke: C.gold, 'stroke-width': 3 });
    if (i === 2) s += circle(cx, sy + 110, 32, { fill: 'none', stroke: '#fff', 'stroke-width': 3 }) + path(`M${cx - 15},${sy + 110}l10,10 20,-22`, { fill: 'none', stroke: C.gold, 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
    s += text(cx, sy + 224, k, { size: 15, fill: C.goldD, anchor: 'middle', ls: 3, weight: 700 });
    s += text(cx, sy + 262, t, { size: 26, weight: 700, fill: C.navy, anchor: 'middle' });
    d.forEach((l, j) => (s += text(cx, sy + 300 + j * 26, l, { size: 17, fill: C.grey, anchor: 'middle' })));
    if (i < 2) s += line(cx + 168, sy + 110, cx + 206, sy + 110, { stroke: C.goldD, 'stroke-width': 3, 'marker-end': 'url(#ar)' });
  });
  // amount table
  const ty = 700;
  s += text(90, ty, '계약서 기재금액별 인지세액', { size: 24, weight: 700, fill: C.navy });
  const rows = [
    ['1천만원 초과 ~ 3천만원 이하', '○○○원'],
    ['3천만원 초과 ~ 5천만원 이하', '○○○원'],
    ['5천만원 초과 ~ 1억원 이하', '○○○원'],
    ['1억원 초과 ~ 10억원 이하', '○○○원'],
    ['10억원 초과', '○○○원'],
  ];
  s += rect(90, ty + 24, 1020, 54, { fill: C.navy });
  s += text(90 + 340, ty + 58, '기재금액', { size: 18, weight: 700, fill: '#fff', anchor: 'middle' }) + text(90 + 850, ty + 58, '인지세액', { size: 18, weight: 700, fill: '#fff', anchor: 'middle' });
  rows.forEach(([a, b], i) => {
    const ry = ty + 78 + i * 56;
    s += rect(90, ry, 1020, 56, { fill: i % 2 ? '#f5f1ea' : '#fff' });
    s += text(90 + 340, ry + 35, a, { size: 18, fill: INK, anchor: 'middle' });
    s += text(90 + 850, ry + 35, b, { size: 20, weight: 700, fill: C.goldD, anchor: 'middle' });
    s += line(90, ry + 56, 1110, ry + 56, { stroke: C.ivory3 });
  });
  s += line(680, ty + 78, 680, ty + 78 + 5 * 56, { stroke: C.ivory3 }) + rect(90, ty + 24, 1020, 54 + 5 * 56, { fill: 'none', stroke: C.navy, 'stroke-width': 1.5 });
  s += text(90, 1120, '※ 인지세는 계약자 부담이며, 정확한 세액과 납부 방법은 입주자모집공고 및 관련 법령을 확인하시기 바랍니다.', { size: 16, fill: C.grey });
  return { defs, body: s };
}

export default [
  { file: 'images/business-plan.svg', w: 1200, h: 1500, title: '주택취득자금 조달계획 및 분양 일정 안내문', build: businessPlan },
  { file: 'images/business-documents.svg', w: 1200, h: 1500, title: '당첨자 계약 구비서류 안내문', build: businessDocuments },
  { file: 'images/announcement.svg', w: 1200, h: 1600, title: '입주자모집공고 표지 (안내용 견본)', build: announcement },
  { file: 'images/subscription-guide.svg', w: 1200, h: 1200, title: '인지세 납부 안내 인포그래픽', build: subscriptionGuide },
];
