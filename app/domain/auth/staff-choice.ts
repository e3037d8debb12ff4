/** A staff member a lead can be handed to: id and name (never a credential). Shared with the admin UI. */
export interface StaffChoice {
  id: string;
  name: string;
}
