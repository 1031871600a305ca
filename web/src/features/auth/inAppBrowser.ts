/** Facebook, Instagram, WhatsApp, Threads and TikTok webviews, where Google blocks sign-in. */
const inAppMarkers =
  /FBAN|FBAV|Instagram|WhatsApp|Threads|Barcelona|TikTok|musical_ly|BytedanceWebview/i;

export function isInAppBrowser(userAgent: string): boolean {
  return inAppMarkers.test(userAgent);
}
