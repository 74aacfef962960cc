/**
 * The record an e-mail in the outbox is about (its `about` column): the e-mail is deleted with
 * that record by retention, erasure, unsubscribing or a withdrawn reminder. One module for every
 * area's keys, so the areas that delete e-mails and the areas that queue them agree without
 * importing each other.
 */
export const aboutApplication = (id: string) => `application:${id}`;

/** A subscription (its confirmation) or a recipient (an alert). */
export const aboutJobAlert = (id: string) => `job-alert:${id}`;

/** A newsletter subscriber: its confirmation, its welcome. */
export const aboutNewsletter = (id: string) => `newsletter:${id}`;

export const aboutBooking = (id: string) => `booking:${id}`;
