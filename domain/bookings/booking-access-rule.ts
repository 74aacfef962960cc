import { mayUse, type StaffMember } from "../staff/staff";

/**
 * Who may see and work a demo call: the bookings desk (sales and admins) any
 * call; its consultant, whatever their role, their own. One rule for the bookings area, which
 * checks it call by call (server/bookings/booking-access.ts), and the consultants' week, which shows
 * a consultant's calls by it.
 */
export const mayWorkBookingsOf = (viewer: StaffMember, consultant: { staffAccountId: string | null }): boolean =>
  mayUse(viewer.role, "bookings") || (consultant.staffAccountId !== null && consultant.staffAccountId === viewer.id);
