/** What a desk tap holder holds: controls whose action is the app's (links stay links). */
export const DESK_ACTIONS = 'button, summary, [role="button"], [role="tab"], input[type="submit"], input[type="button"]';
