/** Messages more than one area of the site shows, letter for letter from the spec. */

/** Either dashboard (the organisation's or the operations one) could not be read. */
export const DASHBOARD_FAILED = 'Failed to retrieve dashboard data!';
