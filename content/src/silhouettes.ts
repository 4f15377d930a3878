// Simple animal shapes drawn from circles, ellipses and paths, each about 160 × 200 units around (0, 0).

/** A sitting dog seen from the side: body, head with a drooping ear, muzzle, tail. */
export function dogSilhouette(fill: string): string {
  return `<g fill="${fill}">
    <ellipse cx="0" cy="110" rx="62" ry="70"/>
    <rect x="-40" y="150" width="26" height="60" rx="12"/>
    <rect x="20" y="150" width="26" height="60" rx="12"/>
    <circle cx="10" cy="20" r="44"/>
    <ellipse cx="52" cy="36" rx="32" ry="20"/>
    <circle cx="80" cy="32" r="9"/>
    <path d="M-26 -8 Q-58 0 -44 58 Q-24 48 -14 8 Z"/>
    <path d="M-58 140 Q-112 110 -98 70 Q-84 104 -52 118 Z"/>
  </g>`;
}

/** A sitting cat seen from the front: body, round head with two pointed ears, curled tail. */
export function catSilhouette(fill: string): string {
  return `<g fill="${fill}">
    <ellipse cx="0" cy="120" rx="52" ry="72"/>
    <circle cx="0" cy="26" r="40"/>
    <path d="M-36 10 L-30 -38 L-6 -10 Z"/>
    <path d="M36 10 L30 -38 L6 -10 Z"/>
    <path d="M44 170 Q110 170 96 110 Q90 90 78 100 Q92 140 40 150 Z"/>
  </g>`;
}

/** A bowl heaped with kibble, about 120 units wide. */
export function kibbleBowl(fill: string): string {
  return `<g>
    <circle cx="-30" cy="0" r="12" fill="#a0672c"/><circle cx="-8" cy="-8" r="12" fill="#b47a3a"/>
    <circle cx="14" cy="-4" r="12" fill="#a0672c"/><circle cx="34" cy="2" r="12" fill="#b47a3a"/>
    <path d="M-60 4 L60 4 L46 40 L-46 40 Z" fill="${fill}"/>
  </g>`;
}
