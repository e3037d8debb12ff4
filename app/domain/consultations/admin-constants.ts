/** Rows per page of the admin's consultation request list. */
export const CONSULTATIONS_PAGE_SIZE = 25;
