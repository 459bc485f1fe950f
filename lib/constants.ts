/** Interface constants of the spec (§9). */

/** How long the green "Broj telefona je kopiran!" notice stays (§4, §9: 3 s). */
export const PHONE_NOTICE_MS = 3000;
