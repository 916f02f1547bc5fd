// The logic of the generate-menu-image edge function, with its I/O passed in: the Deno entry gives it the
// database, Supabase's REST APIs, the images API and the clock; the Node tests give it PGlite or PostgreSQL and
// HTTP servers on 127.0.0.1. The request's body is {dishName, ingredients, cuisineType, category, menuItemId},
// the answer {success, imageUrl, prompt, cost, error} (plus a `code` that the app turns into its own words).
import { CUISINES, dishPrompt, type Cuisine } from './dish-prompt.ts';
import type { ImageApiFailure, ImageApiResult } from './image-api.ts';
import type { MenuImageStore } from './menu-image-store.ts';
import { restaurantMonthOf } from './restaurant-month.ts';
import type { SupabaseRest } from './supabase-rest.ts';

/** Credits per picture; src/domain/ai-usage/budget.ts AI_IMAGE_COST agrees. */
export const IMAGE_COST = 1;
/** Longer prompts are refused before any credit is held (the images APIs cap prompts at a few thousand). */
export const MAX_PROMPT_LENGTH = 4000;
const FOLDER = 'menu-items';

export interface GenerateIo {
  readonly store: MenuImageStore;
  readonly supabase: SupabaseRest;
  readonly generate: (prompt: string) => Promise<ImageApiResult>;
  readonly now: () => Date;
  readonly log: (message: string, detail?: unknown) => void;
}

export interface DishImageRequest {
  readonly dishName: string;
  readonly ingredients: string;
  readonly cuisineType: Cuisine;
  readonly category: string | null;
  readonly menuItemId: string | null;
}

export type FailureCode =
  | 'bad_request'
  | 'invalid_request'
  | 'prompt_too_long'
  | 'unauthenticated'
  | 'not_admin'
  | 'not_found'
  | 'budget_exhausted'
  | 'timeout'
  | 'image_api_failed'
  | 'storage_failed'
  | 'not_configured'
  | 'internal';

export type GenerateAnswer =
  | { readonly status: 200; readonly body: { success: true; imageUrl: string; prompt: string; cost: number } }
  | { readonly status: number; readonly body: { success: false; error: string; code: FailureCode } };

const STATUS: Readonly<Record<FailureCode, number>> = {
  bad_request: 400,
  invalid_request: 400,
  prompt_too_long: 400,
  unauthenticated: 401,
  not_admin: 403,
  not_found: 404,
  budget_exhausted: 409,
  timeout: 504,
  image_api_failed: 502,
  storage_failed: 502,
  not_configured: 500,
  internal: 500,
};

const refuse = (code: FailureCode, error: string): GenerateAnswer => ({
  status: STATUS[code],
  body: { success: false, error, code },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const optionalText = (value: unknown): string | null | undefined =>
  value === undefined || value === null ? null : typeof value === 'string' ? value.trim() || null : undefined;

/** The request body, checked; a string names what is wrong with it. */
export const parseDishImageRequest = (
  body: unknown,
): DishImageRequest | { problem: FailureCode; why: string } => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { problem: 'bad_request', why: 'The request body must be a JSON object' };
  }
  const b = body as Record<string, unknown>;
  const name = optionalText(b.dishName);
  const ingredients = optionalText(b.ingredients);
  const category = optionalText(b.category);
  const id = optionalText(b.menuItemId);
  const cuisine = b.cuisineType ?? 'fusion';
  if (name === undefined || ingredients === undefined || category === undefined || id === undefined) {
    return { problem: 'bad_request', why: 'dishName, ingredients, category and menuItemId must be text' };
  }
  if (!name || !ingredients) {
    return { problem: 'invalid_request', why: 'Please fill in dish name and ingredients first' };
  }
  if (!CUISINES.includes(cuisine as Cuisine)) {
    return { problem: 'bad_request', why: `cuisineType must be one of ${CUISINES.join(', ')}` };
  }
  if (id !== null && !UUID.test(id)) return { problem: 'bad_request', why: 'menuItemId must be a UUID' };
  return { dishName: name, ingredients, cuisineType: cuisine as Cuisine, category, menuItemId: id };
};

const randomPart = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 10);

const seconds = (ms: number) => Math.round(ms / 1000);

/** What the admin reads when the images API did not give a picture. No credit is charged for any of these. */
const imageApiRefusal = (failure: ImageApiFailure): GenerateAnswer => {
  switch (failure.kind) {
    case 'timeout':
      return refuse(
        'timeout',
        `The image service did not answer within ${seconds(failure.afterMs)} seconds. No credits were charged; please try again.`,
      );
    case 'refused':
      return refuse(
        'image_api_failed',
        failure.status === 401 || failure.status === 403
          ? 'The image service did not accept the restaurant’s API key. No credits were charged.'
          : `The image service refused the request: ${failure.message}. No credits were charged.`,
      );
    case 'failed':
      return refuse(
        'image_api_failed',
        `The image service failed (HTTP ${failure.status}). No credits were charged; please try again later.`,
      );
    case 'malformed':
      return refuse('image_api_failed', 'The image service sent no usable image. No credits were charged.');
    case 'unreachable':
      return refuse(
        'image_api_failed',
        'The image service could not be reached. No credits were charged; please try again later.',
      );
  }
};

/**
 * Makes one picture of a dish for an admin, within the month's budget:
 * 1. checks the request, then the caller (is_admin() as the caller), then the dish, without holding anything;
 * 2. holds the cost with reserve_ai_credits, one SQL call whose row lock makes a concurrent call wait, so two
 *    calls cannot both spend the last credit; a month that cannot cover it is refused here;
 * 3. asks the images API; if it gives no picture (refusal, error, timeout, unusable answer) the credits are
 *    released and nothing else changed;
 * 4. stores the picture under restaurant-images/menu-items/, then in one transaction points the dish at it and
 *    settles the credits; the dish's previous picture is removed afterwards.
 * Once the API has made a picture it has been paid for, so its credit stays spent even if storing or saving
 * fails afterwards (docs/decisions/0060); every path after step 2 ends in release or settle.
 */
export const generateMenuImage = async (
  body: unknown,
  authorization: string | null,
  io: GenerateIo,
): Promise<GenerateAnswer> => {
  const request = parseDishImageRequest(body);
  if ('problem' in request) return refuse(request.problem, request.why);

  const caller = await io.supabase.caller(authorization);
  if (caller === 'unauthenticated')
    return refuse('unauthenticated', 'Please sign in again to generate images.');
  if (caller === 'not_admin') return refuse('not_admin', 'Only staff members may generate images.');

  if (request.menuItemId !== null && !(await io.store.itemExists(request.menuItemId))) {
    return refuse('not_found', 'This dish no longer exists.');
  }
  const prompt = dishPrompt({
    name: request.dishName,
    ingredients: request.ingredients,
    cuisine: request.cuisineType,
    category: request.category,
  });
  if (prompt.length > MAX_PROMPT_LENGTH) {
    return refuse(
      'prompt_too_long',
      `The dish name and ingredients are too long for an image prompt (at most ${MAX_PROMPT_LENGTH} characters).`,
    );
  }

  const now = io.now();
  const month = restaurantMonthOf(now);
  if (!(await io.store.reserve(month, IMAGE_COST))) {
    return refuse(
      'budget_exhausted',
      "This month's AI image budget cannot cover another image. Raise the budget or wait for next month.",
    );
  }

  let settled = false;
  try {
    const result = await io.generate(prompt);
    if (!result.ok) {
      io.log(`Image API gave no picture for "${request.dishName}"`, result.failure);
      return imageApiRefusal(result.failure);
    }

    const path = `${FOLDER}/${now.getTime()}-ai-${randomPart()}.${result.image.extension}`;
    let imageUrl: string;
    try {
      imageUrl = await io.supabase.upload(path, result.image.bytes, result.image.contentType);
    } catch (error) {
      io.log(`The picture of "${request.dishName}" could not be stored`, error);
      await io.store.settle(month, IMAGE_COST, null);
      settled = true;
      return refuse(
        'storage_failed',
        'The image was generated but could not be stored; its credit was charged. Please try again.',
      );
    }

    const attach = request.menuItemId === null ? null : { itemId: request.menuItemId, imageUrl, prompt };
    let outcome;
    try {
      outcome = await io.store.settle(month, IMAGE_COST, attach);
      settled = true;
    } catch (error) {
      io.log(`The picture of "${request.dishName}" could not be saved with the dish`, error);
      await removeQuietly(io, imageUrl);
      await io.store.settle(month, IMAGE_COST, null);
      settled = true;
      return refuse(
        'internal',
        'The image was generated but could not be saved with the dish; its credit was charged. Please try again.',
      );
    }
    if (attach && !outcome.attached) {
      await removeQuietly(io, imageUrl);
      return refuse(
        'not_found',
        'This dish was deleted while its image was being made; its credit was charged.',
      );
    }
    if (outcome.previousImageUrl && outcome.previousImageUrl !== imageUrl) {
      await removeQuietly(io, outcome.previousImageUrl);
    }
    return { status: 200, body: { success: true, imageUrl, prompt, cost: IMAGE_COST } };
  } finally {
    if (!settled) {
      await io.store
        .release(month, IMAGE_COST)
        .catch((error: unknown) => io.log(`${IMAGE_COST} credit(s) of ${month} stay reserved`, error));
    }
  }
};

/** A picture nobody points to is invisible; failing to remove it is logged, not reported. */
const removeQuietly = async (io: GenerateIo, url: string) => {
  try {
    await io.supabase.remove(url);
  } catch (error) {
    io.log(`Could not remove ${url}`, error);
  }
};

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });

/**
 * The HTTP side: CORS preflight, POST with a JSON body, the caller's Authorization header passed on, and the
 * answer's status. `configure` builds the I/O, or names what is missing (unset secrets) without touching anything.
 */
export const handleGenerateRequest = async (
  request: Request,
  configure: () => { ok: true; io: GenerateIo } | { ok: false; problem: string },
): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') {
    return json(405, { success: false, error: 'Use POST', code: 'bad_request' });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    const answer = refuse('bad_request', 'The request body is not JSON');
    return json(answer.status, answer.body);
  }
  const configured = configure();
  if (!configured.ok) {
    console.error(`generate-menu-image is not configured: ${configured.problem}`);
    const answer = refuse('not_configured', 'Image generation is not set up on the server yet.');
    return json(answer.status, answer.body);
  }
  try {
    const answer = await generateMenuImage(body, request.headers.get('Authorization'), configured.io);
    return json(answer.status, answer.body);
  } catch (error) {
    configured.io.log('generate-menu-image failed', error);
    const answer = refuse('internal', 'Image generation failed');
    return json(answer.status, answer.body);
  }
};
