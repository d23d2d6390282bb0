/** Where a tab keeps its place in the 잔여세대 line (a reload keeps it; closing the tab forgets the phone). */
export const PLACE_KEY = 'haeon.units.place';
