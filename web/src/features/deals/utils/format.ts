const longDate = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar day sent as YYYY-MM-DD, e.g. "March 31, 2027", the same in every time zone. */
export const formatDay = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));
