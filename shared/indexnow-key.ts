/** Where the key file of an IndexNow key is served (the protocol's convention). */
export const indexNowKeyPath = (key: string) => `/${key}.txt`;

/** The meta tag through which a page learns the key file's URL (present only when a key is configured). */
export const INDEXNOW_META = 'indexnow-key-location';
