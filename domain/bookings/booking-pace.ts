/** Bookings in one hour that are worth a look whatever the week before was like. */
export const surgeFloorPerHour = 20;
/** How many times the week before's hourly average one hour must pass to be worth a look. */
export const surgeFactor = 5;

/** The bookings made in the hour before now, against what the week before that hour makes normal. */
export type BookingPace = {
  lastHour: number;
  /** The hourly average of the week before the last hour. */
  weekAveragePerHour: number;
  /** More than this many bookings in an hour is far above normal: the floor, or the factor times the average. */
  threshold: number;
};

/** Far above normal: more than the floor, or than the factor times the week before's hourly average. */
export const surgeThreshold = (weekAveragePerHour: number) =>
  Math.max(surgeFloorPerHour, Math.ceil(surgeFactor * weekAveragePerHour));
