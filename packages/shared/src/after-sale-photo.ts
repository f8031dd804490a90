/**
 * The largest picture the server takes in one upload (a return's photo, a product photo): the
 * browser checks it before sending, so a shopper hears at once rather than after a long upload.
 */
export const PHOTO_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
