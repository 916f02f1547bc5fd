import { z } from 'zod';

/** Both admin login fields are required; messages are translation keys. */
export const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'admin:login.validation.usernameRequired').max(254),
  password: z.string().min(1, 'admin:login.validation.passwordRequired').max(1000),
});
