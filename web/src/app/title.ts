/** The browser tab's text: the screen's name and the product's, or the product's alone. */
export const documentTitle = (screen: string, product: string) =>
  screen === product ? product : `${screen} · ${product}`;
