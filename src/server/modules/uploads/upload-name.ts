/**
 * The names storeImage gives what it writes under uploads/: a photo (<uuid>.webp) and its card
 * crop (<uuid>.card.webp). Nothing else there is the server's: the sweep deletes only these,
 * and a backup carries and restores only these.
 */
export const UPLOAD_NAME = /^[0-9a-f-]{36}(\.card)?\.webp$/;

/** Where an upload is written before its rename, so a half-written file is never served. */
export const uploadTempName = (name: string) => `.${name}.tmp`;

export const isUploadTempName = (name: string) =>
  name.startsWith('.') && name.endsWith('.tmp') && UPLOAD_NAME.test(name.slice(1, -4));
