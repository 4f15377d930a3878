// Image hosting (spec §7): authentication, then a multipart upload; and the resize query of image URLs.
import { z } from 'zod/mini';
import { IMAGE_AUTH_TIMEOUT_MS } from './limits.ts';

/** GET {auth endpoint}: a one-time upload signature. `expire` is in seconds since the epoch. */
export const imageAuthResponseSchema = z.object({
  signature: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  expire: z.number().check(z.int()).check(z.positive()),
});
export type ImageAuthResponse = z.infer<typeof imageAuthResponseSchema>;

export const IMAGE_AUTH_TIMEOUT = IMAGE_AUTH_TIMEOUT_MS;

/** Messages of the upload failures of spec §8, by code. */
export const IMAGE_UPLOAD_ERRORS = {
  missing_upload_endpoint: { fr: "L'adresse d'envoi de l'image est manquante.", nl: 'Het uploadadres ontbreekt.' },
  missing_upload_data: { fr: "Les données de l'envoi sont manquantes.", nl: 'De uploadgegevens ontbreken.' },
  missing_file: { fr: 'Aucun fichier à envoyer.', nl: 'Er is geen bestand om te uploaden.' },
  missing_file_name: { fr: 'Le nom du fichier est manquant.', nl: 'De bestandsnaam ontbreekt.' },
  missing_authentication_endpoint: {
    fr: "L'adresse d'authentification est manquante.",
    nl: 'Het authenticatieadres ontbreekt.',
  },
  missing_public_key: { fr: 'La clé publique est manquante.', nl: 'De publieke sleutel ontbreekt.' },
  authentication_timeout: {
    fr: "L'authentification a dépassé le délai de 60 secondes.",
    nl: 'De authenticatie duurde langer dan 60 seconden.',
  },
  network_failure: {
    fr: "L'envoi a échoué : vérifiez votre connexion.",
    nl: 'Het uploaden is mislukt: controleer uw verbinding.',
  },
  invalid_authentication_response: {
    fr: "Réponse d'authentification invalide (signature, token et expire sont attendus).",
    nl: 'Ongeldig authenticatieantwoord (signature, token en expire verwacht).',
  },
  invalid_upload_options: { fr: "Options d'envoi invalides.", nl: 'Ongeldige uploadopties.' },
} as const;
export type ImageUploadErrorCode = keyof typeof IMAGE_UPLOAD_ERRORS;

/** What an upload needs; each missing part has its own code (the first one missing is reported). */
export const imageUploadOptionsSchema = z.object({
  file: z.custom<Blob | string>((v) => typeof v === 'string' || v instanceof Blob, { error: 'missing_file' }),
  fileName: z.string({ error: 'missing_file_name' }).check(z.minLength(1, { error: 'missing_file_name' })),
  authenticationEndpoint: z
    .string({ error: 'missing_authentication_endpoint' })
    .check(z.minLength(1, { error: 'missing_authentication_endpoint' })),
  publicKey: z.string({ error: 'missing_public_key' }).check(z.minLength(1, { error: 'missing_public_key' })),
  uploadEndpoint: z
    .string({ error: 'missing_upload_endpoint' })
    .check(z.minLength(1, { error: 'missing_upload_endpoint' })),
  tags: z.optional(z.array(z.string(), { error: 'invalid_upload_options' })),
  responseFields: z.optional(z.array(z.string(), { error: 'invalid_upload_options' })),
  extensions: z.optional(z.array(z.record(z.string(), z.unknown()), { error: 'invalid_upload_options' })),
  customMetadata: z.optional(z.record(z.string(), z.unknown(), { error: 'invalid_upload_options' })),
});
export type ImageUploadOptions = z.infer<typeof imageUploadOptionsSchema>;

/** The code of the first problem of `options`, or null when they are complete. */
export function imageUploadOptionsError(options: unknown): ImageUploadErrorCode | null {
  if (options === undefined || options === null || typeof options !== 'object') return 'missing_upload_data';
  const parsed = imageUploadOptionsSchema.safeParse(options);
  if (parsed.success) return null;
  const code = parsed.error.issues[0]?.message;
  return code !== undefined && code in IMAGE_UPLOAD_ERRORS ? (code as ImageUploadErrorCode) : 'invalid_upload_options';
}

/** The answer of the upload. */
export const imageUploadResponseSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnailUrl: z.optional(z.string()),
  fileHash: z.optional(z.string()),
  width: z.optional(z.number().check(z.int()).check(z.positive())),
  height: z.optional(z.number().check(z.int()).check(z.positive())),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/** Resize parameters of an image URL (`w`, `h`, `format`, `quality`, `blur`, `progressive`, `v`). */
export const imageTransformSchema = z.object({
  width: z.optional(z.number().check(z.int()).check(z.positive()).check(z.maximum(4000))),
  height: z.optional(z.number().check(z.int()).check(z.positive()).check(z.maximum(4000))),
  format: z.optional(z.enum(['webp', 'avif', 'jpeg', 'png', 'auto'])),
  quality: z.optional(z.number().check(z.int()).check(z.minimum(1)).check(z.maximum(100))),
  blur: z.optional(z.number().check(z.int()).check(z.minimum(1)).check(z.maximum(100))),
  progressive: z.optional(z.boolean()),
  /** Version (the file hash), so a changed image gets a new URL. */
  version: z.optional(z.string()),
});
export type ImageTransform = z.infer<typeof imageTransformSchema>;

/** Appends the resize query to an image URL. */
export function imageUrl(url: string, transform: ImageTransform): string {
  const query = new URLSearchParams();
  if (transform.width) query.set('w', String(transform.width));
  if (transform.height) query.set('h', String(transform.height));
  if (transform.format) query.set('format', transform.format);
  if (transform.quality) query.set('quality', String(transform.quality));
  if (transform.blur) query.set('blur', String(transform.blur));
  if (transform.progressive !== undefined) query.set('progressive', String(transform.progressive));
  if (transform.version) query.set('v', transform.version);
  const search = query.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/**
 * What the image host renders (issue 21: any size on demand let four anonymous AVIF renders stall the shop). Every
 * width the storefront asks (its srcset widths, intrinsic sizes and quarter-size placeholders) maps to one of
 * these; a width in between is served at the next one up, so an image has at most this many renders per format.
 */
export const IMAGE_WIDTHS = [
  16, 24, 32, 48, 64, 80, 96, 128, 160, 192, 240, 320, 400, 480, 640, 768, 1024, 1260, 1600, 2048,
] as const;
/** Qualities rendered: the placeholder's 20, and steps up to 90 (a value in between goes to the nearest). */
export const IMAGE_QUALITIES = [20, 40, 60, 80, 90] as const;
/** Blur radii rendered (the placeholder asks for 4). */
export const IMAGE_BLURS = [2, 4, 8, 16] as const;
/** Height-to-width ratios are kept within these bounds and rounded to two decimals. */
export const IMAGE_RATIO_BOUNDS = { min: 0.25, max: 4 } as const;

/** The smallest allowed value at least `value`, or the largest allowed one. */
export function snapUp(value: number, allowed: readonly number[]): number {
  return allowed.find((a) => a >= value) ?? allowed[allowed.length - 1]!;
}

/** The allowed value nearest to `value` (the lower one on a tie). */
export function snapNearest(value: number, allowed: readonly number[]): number {
  return allowed.reduce((best, a) => (Math.abs(a - value) < Math.abs(best - value) ? a : best), allowed[0]!);
}

/**
 * The render actually made for a resize request: width snapped up to `IMAGE_WIDTHS` (height alone likewise), a
 * width and height together keep their ratio (bounded, two decimals), quality and blur snapped to their sets.
 */
export function snapImageTransform(t: { w?: number; h?: number; quality?: number; blur?: number }): {
  w?: number;
  h?: number;
  quality?: number;
  blur?: number;
} {
  const out: { w?: number; h?: number; quality?: number; blur?: number } = {};
  if (t.w) {
    out.w = snapUp(t.w, IMAGE_WIDTHS);
    if (t.h) {
      const ratio = Math.min(IMAGE_RATIO_BOUNDS.max, Math.max(IMAGE_RATIO_BOUNDS.min, t.h / t.w));
      out.h = Math.max(1, Math.round(out.w * (Math.round(ratio * 100) / 100)));
    }
  } else if (t.h) out.h = snapUp(t.h, IMAGE_WIDTHS);
  if (t.quality) out.quality = snapNearest(t.quality, IMAGE_QUALITIES);
  if (t.blur) out.blur = snapNearest(t.blur, IMAGE_BLURS);
  return out;
}
