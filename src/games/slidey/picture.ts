/**
 * The default picture, drawn by us (PLT ships a photo): a landscape at PLT's photo's size,
 * 426×300, busy enough everywhere that each tile can be told from the others — a sky with a sun
 * and clouds, hills, a lake, a house and trees, and a striped border.
 */
export const DEFAULT_WIDTH = 426;
export const DEFAULT_HEIGHT = 300;

const trees = [40, 95, 330, 385]
  .map(
    (x, i) =>
      `<rect x="${x - 4}" y="${190 + (i % 2) * 12}" width="8" height="30" fill="#6b4226"/>` +
      `<circle cx="${x}" cy="${180 + (i % 2) * 12}" r="${20 + (i % 3) * 4}" fill="${['#2e7d32', '#388e3c', '#1b5e20'][i % 3]}"/>`,
  )
  .join('');

const border = Array.from({ length: 24 }, (_, i) => {
  const colour = ['#e53935', '#fdd835', '#1e88e5', '#8e24aa'][i % 4];
  const x = i * 18;
  return `<rect x="${x}" y="0" width="18" height="8" fill="${colour}"/><rect x="${x}" y="292" width="18" height="8" fill="${colour}"/>`;
}).join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${DEFAULT_WIDTH}" height="${DEFAULT_HEIGHT}" viewBox="0 0 426 300">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f8fd2"/><stop offset="1" stop-color="#c9e8ff"/></linearGradient>
<linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1565c0"/><stop offset="1" stop-color="#4fc3f7"/></linearGradient></defs>
<rect width="426" height="300" fill="url(#s)"/>
<circle cx="350" cy="60" r="32" fill="#ffd54f"/><circle cx="350" cy="60" r="22" fill="#ffb300"/>
<g fill="#fff"><ellipse cx="90" cy="50" rx="40" ry="14"/><ellipse cx="120" cy="42" rx="28" ry="14"/><ellipse cx="230" cy="80" rx="34" ry="10"/></g>
<path d="M0 170 L70 100 L130 150 L200 80 L280 150 L340 110 L426 170 Z" fill="#6d8f5b"/>
<path d="M200 80 L218 98 L182 98 Z M70 100 L84 114 L56 114 Z" fill="#f5f5f5"/>
<rect y="165" width="426" height="135" fill="#7cb342"/>
<ellipse cx="215" cy="255" rx="120" ry="30" fill="url(#w)"/>
<path d="M150 250 q10 -6 20 0 t20 0 M230 262 q10 -6 20 0 t20 0" stroke="#e3f2fd" stroke-width="2" fill="none"/>
<rect x="180" y="150" width="70" height="50" fill="#d84315"/><path d="M172 152 L215 118 L258 152 Z" fill="#5d4037"/>
<rect x="206" y="172" width="16" height="28" fill="#4e342e"/><rect x="188" y="160" width="12" height="12" fill="#fff59d"/><rect x="230" y="160" width="12" height="12" fill="#fff59d"/>
${trees}
<g fill="#f06292"><circle cx="60" cy="270" r="5"/><circle cx="80" cy="282" r="5"/><circle cx="360" cy="272" r="5"/></g>
<g fill="#ffee58"><circle cx="380" cy="284" r="5"/><circle cx="30" cy="285" r="4"/></g>
${border}
</svg>`;

export const DEFAULT_PICTURE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
