/** The localStorage entry holding registrations not sent yet (client/kept-leads.ts); read on every page view. */
export const KEPT_STORAGE_KEY = 'haeon.keptLeads';
