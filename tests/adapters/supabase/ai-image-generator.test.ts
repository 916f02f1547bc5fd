// The browser's side of the AI image: one POST to the edge function with the body {dishName, ingredients,
// cuisineType, category, menuItemId}, its answer read as {success, imageUrl, prompt, cost, error}, and every
// refusal as a value: our words for the refusals the app knows, the server's own message otherwise, 'Image
// generation failed' when there is none.
import { describe, expect, it } from 'vitest';

import { SupabaseAiImageGenerator } from '../../../src/adapters/supabase/supabase-ai-image-generator';
import type { DishImageRequest } from '../../../src/application/ports/ai-image-generator';
import { fakeBackend, json, networkDown } from './fake-backend';

const request: DishImageRequest = {
  menuItemId: '00000000-0000-4000-8000-000000000201',
  dishName: 'Bulgogi Bao',
  ingredients: 'beef, pear, bao',
  cuisineType: 'korean',
  category: 'Dim Sum & Bao',
};

const generate = async (...replies: Parameters<ReturnType<typeof fakeBackend>['reply']>) => {
  const backend = fakeBackend();
  backend.reply(...replies);
  const result = await new SupabaseAiImageGenerator(backend.connection).generate(request);
  return { result, backend };
};

describe('SupabaseAiImageGenerator', () => {
  it('invokes generate-menu-image with the dish as its body and reads the picture from the answer', async () => {
    const imageUrl =
      'https://tischlein-test.supabase.co/storage/v1/object/public/restaurant-images/menu-items/1-ai.png';
    const { result, backend } = await generate(
      json(200, { success: true, imageUrl, prompt: 'Bulgogi Bao …', cost: 1 }),
    );
    expect(result).toEqual({ ok: true, value: { imageUrl, prompt: 'Bulgogi Bao …', cost: 1 } });
    const sent = backend.only();
    expect([sent.method, sent.path]).toEqual(['POST', '/functions/v1/generate-menu-image']);
    expect(sent.body).toEqual({
      dishName: 'Bulgogi Bao',
      ingredients: 'beef, pear, bao',
      cuisineType: 'korean',
      category: 'Dim Sum & Bao',
      menuItemId: request.menuItemId,
    });
  });

  it('sends menuItemId null for a dish that is not saved yet', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { success: true, imageUrl: 'u', prompt: 'p', cost: 1 }));
    await new SupabaseAiImageGenerator(backend.connection).generate({ ...request, menuItemId: null });
    expect((backend.only().body as Record<string, unknown>).menuItemId).toBeNull();
  });

  it.each([
    [409, 'budget_exhausted', 'Conflict', 'admin:menu.ai.errors.budgetExhausted'],
    [403, 'not_admin', 'Forbidden', 'admin:menu.ai.errors.notAdmin'],
    [401, 'unauthenticated', 'Forbidden', 'admin:menu.ai.errors.signedOut'],
    [400, 'invalid_request', 'Invalid', 'admin:menu.ai.needNameAndIngredients'],
    [404, 'not_found', 'NotFound', 'admin:menu.ai.errors.itemGone'],
    [504, 'timeout', 'Unavailable', 'admin:menu.ai.errors.timeout'],
  ])('answers %i %s as %s with the words the app has for it', async (status, code, kind, message) => {
    const { result } = await generate(json(status, { success: false, error: 'server words', code }));
    expect(result).toEqual({ ok: false, error: { kind, message } });
  });

  it("keeps the server's message when the app has no words for the refusal", async () => {
    const error = 'The image service refused the request: Your prompt was rejected by the safety system';
    const { result } = await generate(json(502, { success: false, error, code: 'image_api_failed' }));
    expect(result).toEqual({ ok: false, error: { kind: 'Unavailable', message: error } });
    const platform = await generate(
      json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }),
    );
    expect(platform.result).toEqual({
      ok: false,
      error: { kind: 'NotFound', message: 'Requested function was not found' },
    });
  });

  it("falls back to 'Image generation failed' without a message, and never throws", async () => {
    const empty = await generate(() => new Response('upstream hiccup', { status: 500 }));
    expect(empty.result).toEqual({
      ok: false,
      error: { kind: 'Unavailable', message: 'admin:menu.ai.failed' },
    });
    const odd = await generate(json(200, { success: false }));
    expect(odd.result).toEqual({
      ok: false,
      error: { kind: 'Unavailable', message: 'admin:menu.ai.failed' },
    });
    const offline = await generate(networkDown);
    expect(offline.result.ok ? null : offline.result.error.kind).toBe('Unavailable');
  });
});
