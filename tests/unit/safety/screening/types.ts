/** A note that tells of a screening question about suicide or self-harm, and how it was answered. */
export interface ScreeningCase {
  text: string;
  /** Whether the answer discloses a crisis now: "yes", a lie of "no", no answer at all. */
  crisis: boolean;
}
