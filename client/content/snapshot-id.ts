/** Id of the JSON script element in which the server sends the first page's texts. */
export const CONTENT_SNAPSHOT_ID = 'app-content';
