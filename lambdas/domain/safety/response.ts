import * as z from 'zod';

/** The help a flagged note or message brings back: a calm message and the lines to call. */
export const crisisSchema = z.strictObject({
  message: z.string(),
  lines: z.array(
    z.strictObject({ name: z.string(), phone: z.string().optional(), url: z.string().optional() }),
  ),
});

export type Crisis = z.infer<typeof crisisSchema>;
