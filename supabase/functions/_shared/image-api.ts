// An OpenAI-compatible images API (POST {base}/images/generations), as the edge function generate-menu-image
// calls it. Secrets: IMAGE_API_BASE_URL (e.g. https://api.openai.com/v1), IMAGE_MODEL, IMAGE_API_KEY, and
// optionally IMAGE_API_TIMEOUT_MS. Every outcome is a value; nothing here throws.

export interface ImageApiSettings {
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey: string;
  /** The whole request, answer body included, is abandoned after this long. */
  readonly timeoutMs: number;
}

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface GeneratedImage {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly contentType: ImageType;
  readonly extension: 'png' | 'jpg' | 'webp';
}

/**
 * refused: the API said no to this request (4xx: the prompt, the key, the quota); failed: it broke (5xx);
 * malformed: it answered 2xx without a usable image; timeout and unreachable: no answer at all.
 */
export type ImageApiFailure =
  | { readonly kind: 'refused' | 'failed'; readonly status: number; readonly message: string }
  | { readonly kind: 'malformed' | 'unreachable'; readonly message: string }
  | { readonly kind: 'timeout'; readonly afterMs: number };

export type ImageApiResult =
  | { readonly ok: true; readonly image: GeneratedImage }
  | { readonly ok: false; readonly failure: ImageApiFailure };

/** A generation takes 10-40 s; the function's own wall clock (150 s and more) leaves room for the rest. */
export const DEFAULT_TIMEOUT_MS = 60_000;

export type ImageApiEnv = (name: string) => string | undefined;

export const imageApiSettings = (
  env: ImageApiEnv,
): { ok: true; settings: ImageApiSettings } | { ok: false; missing: string[] } => {
  const names = ['IMAGE_API_BASE_URL', 'IMAGE_MODEL', 'IMAGE_API_KEY'] as const;
  const missing = names.filter((name) => !env(name)?.trim());
  if (missing.length > 0) return { ok: false, missing };
  const timeout = Number(env('IMAGE_API_TIMEOUT_MS'));
  return {
    ok: true,
    settings: {
      baseUrl: env('IMAGE_API_BASE_URL')!.trim().replace(/\/+$/, ''),
      model: env('IMAGE_MODEL')!.trim(),
      apiKey: env('IMAGE_API_KEY')!.trim(),
      timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    },
  };
};

/** What a picture's first bytes say it is; anything else is not a picture we store. */
export const sniffImage = (bytes: Uint8Array): Omit<GeneratedImage, 'bytes'> | null => {
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))
    return { contentType: 'image/png', extension: 'png' };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: 'image/jpeg', extension: 'jpg' };
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
};

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const decodeBase64 = (text: string): Uint8Array<ArrayBuffer> | null => {
  const clean = text.replace(/\s+/g, '');
  if (clean.length === 0 || clean.length % 4 !== 0 || !BASE64.test(clean)) return null;
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** The API's own words about a refusal ({error: {message}} in OpenAI's shape), shortened for a toast. */
const apiMessage = (body: string): string => {
  let message = body;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const candidate =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message ?? body);
    message = typeof candidate === 'string' ? candidate : body;
  } catch {
    // Not JSON: the body as it is.
  }
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length > 300 ? `${oneLine.slice(0, 299)}…` : oneLine;
};

/** The image in an answer {data: [{b64_json}]}; null when there is none or it is not a picture. */
const imageOf = (body: unknown): GeneratedImage | null => {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (!Array.isArray(data)) return null;
  const first: unknown = data[0];
  const b64 = typeof first === 'object' && first !== null ? (first as { b64_json?: unknown }).b64_json : null;
  if (typeof b64 !== 'string') return null;
  const bytes = decodeBase64(b64);
  const kind = bytes && sniffImage(bytes);
  return bytes && kind ? { bytes, ...kind } : null;
};

/** Asks for one 1024×1024 picture of the prompt, as base64 in the answer (nothing to download afterwards). */
export const requestImage = async (
  settings: ImageApiSettings,
  prompt: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ImageApiResult> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const response = await fetchImpl(`${settings.baseUrl}/images/generations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: settings.model,
        prompt,
        n: 1,
        size: '1024x1024',
        response_format: 'b64_json',
      }),
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) {
      const kind = response.status >= 500 ? 'failed' : 'refused';
      return { ok: false, failure: { kind, status: response.status, message: apiMessage(text) } };
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, failure: { kind: 'malformed', message: 'the answer is not JSON' } };
    }
    const image = imageOf(body);
    return image
      ? { ok: true, image }
      : { ok: false, failure: { kind: 'malformed', message: 'the answer holds no PNG, JPEG or WebP image' } };
  } catch (error) {
    if (controller.signal.aborted)
      return { ok: false, failure: { kind: 'timeout', afterMs: settings.timeoutMs } };
    return {
      ok: false,
      failure: { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) },
    };
  } finally {
    clearTimeout(timer);
  }
};
