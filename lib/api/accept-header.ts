/** The Accept header of every API request, through axios or through `fetch`. */
export const acceptHeader = 'application/json, text/plain, */*';
