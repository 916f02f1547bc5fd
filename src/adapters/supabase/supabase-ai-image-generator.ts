import type {
  AiImageGenerator,
  DishImageRequest,
  GeneratedDishImage,
} from '../../application/ports/ai-image-generator';
import {
  fail,
  ok,
  portError,
  type PortError,
  type PortErrorKind,
  type Result,
} from '../../domain/shared/result';
import type { SupabaseConnection } from './connection';

const FUNCTION = 'generate-menu-image';
/** The message shown when the server gave none. */
const FAILED = 'admin:menu.ai.failed';
/** Longer than the function's own timeout for the image API, so the function's answer arrives first. */
const INVOKE_TIMEOUT_MS = 120_000;

/** The function's refusals the app has words for, by the `code` it answers with. */
const KNOWN: Readonly<Record<string, { kind: PortErrorKind; message: string }>> = {
  invalid_request: { kind: 'Invalid', message: 'admin:menu.ai.needNameAndIngredients' },
  prompt_too_long: { kind: 'Invalid', message: 'admin:menu.ai.errors.promptTooLong' },
  unauthenticated: { kind: 'Forbidden', message: 'admin:menu.ai.errors.signedOut' },
  not_admin: { kind: 'Forbidden', message: 'admin:menu.ai.errors.notAdmin' },
  not_found: { kind: 'NotFound', message: 'admin:menu.ai.errors.itemGone' },
  budget_exhausted: { kind: 'Conflict', message: 'admin:menu.ai.errors.budgetExhausted' },
  timeout: { kind: 'Unavailable', message: 'admin:menu.ai.errors.timeout' },
  not_configured: { kind: 'Unavailable', message: 'admin:menu.ai.errors.notConfigured' },
};

const kindOfStatus = (status: number): PortErrorKind => {
  if (status === 400 || status === 413 || status === 422) return 'Invalid';
  if (status === 401 || status === 403) return 'Forbidden';
  if (status === 404) return 'NotFound';
  if (status === 409) return 'Conflict';
  return 'Unavailable';
};

interface ErrorBody {
  readonly error?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
}

const readErrorBody = async (response: unknown): Promise<ErrorBody> => {
  if (!(response instanceof Response)) return {};
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
};

/** The function's answer as the port's error: our words for a known code, else the server's own message. */
const refusal = (status: number, body: ErrorBody): PortError => {
  const known = typeof body.code === 'string' ? KNOWN[body.code] : undefined;
  if (known) return portError(known.kind, known.message);
  const message = typeof body.error === 'string' ? body.error : body.message;
  return portError(kindOfStatus(status), typeof message === 'string' && message.trim() ? message : FAILED);
};

const isGenerated = (data: unknown): data is { success: true } & GeneratedDishImage => {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    d.success === true &&
    typeof d.imageUrl === 'string' &&
    typeof d.prompt === 'string' &&
    typeof d.cost === 'number'
  );
};

/**
 * Asks the edge function generate-menu-image for a picture: body {dishName, ingredients,
 * cuisineType, category, menuItemId}, answer {success, imageUrl, prompt, cost, error}. supabase-js sends the
 * staff member's session token, which the function checks with is_admin().
 */
export class SupabaseAiImageGenerator implements AiImageGenerator {
  constructor(private readonly supabase: Pick<SupabaseConnection, 'full'>) {}

  async generate(request: DishImageRequest): Promise<Result<GeneratedDishImage, PortError>> {
    const { dishName, ingredients, cuisineType, category, menuItemId } = request;
    try {
      const { functions } = await this.supabase.full();
      const { data, error, response } = await functions.invoke(FUNCTION, {
        body: { dishName, ingredients, cuisineType, category, menuItemId },
        timeout: INVOKE_TIMEOUT_MS,
      });
      if (error) {
        if (!(response instanceof Response)) {
          return fail(portError('Unavailable', `${FUNCTION}: ${String(error.message ?? error)}`));
        }
        return fail(refusal(response.status, await readErrorBody(response)));
      }
      if (isGenerated(data)) return ok({ imageUrl: data.imageUrl, prompt: data.prompt, cost: data.cost });
      return fail(refusal(200, typeof data === 'object' && data !== null ? (data as ErrorBody) : {}));
    } catch (thrown) {
      return fail(portError('Unavailable', `${FUNCTION}: ${String(thrown)}`));
    }
  }
}
