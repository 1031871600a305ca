/** The disclaimer's place on the home page: the important-information link scrolls to it. */
export const DISCLAIMER_ID = 'disclaimer';
