/**
 * Artwork in public/images, with its intrinsic size so every <img> reserves its box before it
 * loads (no layout shift). Replace a file with one of the same aspect ratio, or edit its size here.
 */
const sizes = {
  logo: [220, 48],
  'logo-white': [220, 48],
  hero: [1920, 1080],
  'brand-intro': [1200, 800],
  'brand-story': [1200, 600],
  'business-overview': [1600, 900],
  'business-plan': [1200, 1500],
  'business-documents': [1200, 1500],
  announcement: [1200, 1600],
  'subscription-guide': [1200, 1200],
  'location-map': [1600, 1000],
  'premium-hero': [1600, 900],
  'complex-layout': [1600, 1000],
  'lake-layout': [1600, 1000],
  community: [1600, 900],
  'floorplan-59a': [1200, 900],
  'floorplan-59b': [1200, 900],
  'floorplan-84a': [1200, 900],
  'floorplan-84b': [1200, 900],
  'floorplan-114a': [1200, 900],
  'floorplan-114b': [1200, 900],
  'floorplan-114c': [1200, 900],
  'interior-59a': [1600, 1000],
  'interior-84a': [1600, 1000],
  'premium-1': [800, 600],
  'premium-2': [800, 600],
  'premium-3': [800, 600],
  'premium-4': [800, 600],
  'premium-5': [800, 600],
  'premium-6': [800, 600],
  'special-plan': [1200, 800],
  'model-house': [1200, 800],
  customer: [1200, 800],
} as const satisfies Record<string, readonly [number, number]>;

export type ImageName = keyof typeof sizes;

/** A name from the site config's unit table, checked against the artwork list. */
export function isImageName(name: string): name is ImageName {
  return Object.hasOwn(sizes, name);
}

export function imageInfo(name: ImageName) {
  const [width, height] = sizes[name];
  return { src: `/images/${name}.svg`, width, height };
}
