/**
 * What a fresh connection delivers in its first round trip: TCP's initial window of ten
 * 1,460-byte segments. A page's answer, headers included, fits in it (decisions 0031 and 0073).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
