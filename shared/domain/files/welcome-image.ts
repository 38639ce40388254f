import { z } from 'zod';

/** The welcome image of the dashboards: a site path (`/welcome.svg`) or an https URL, and its text alternative. */
export const WelcomeImageSchema = z.object({
  url: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^(\/[^/]|https:\/\/)/, 'A site path or an https URL'),
  alt: z.string().max(300),
});
export type WelcomeImage = z.infer<typeof WelcomeImageSchema>;
