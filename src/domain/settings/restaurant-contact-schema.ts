import { z } from 'zod';
import type { RestaurantContact } from './restaurant-contact';

/**
 * A valid contact: the settings form and both adapters check it before saving, and
 * public.restaurant_contact_valid() in SQL holds the same bounds. Messages are admin translation keys.
 */
const text = (max: number, key: string) => z.string().trim().max(max, key);

export const restaurantContactSchema = z
  .object({
    street: text(200, 'settings.contact.validation.street').min(1, 'settings.contact.validation.street'),
    postalCode: text(20, 'settings.contact.validation.postalCode'),
    city: text(100, 'settings.contact.validation.city').min(1, 'settings.contact.validation.city'),
    phone: text(40, 'settings.contact.validation.phone').regex(
      /^[+0-9 ()/.-]*$/,
      'settings.contact.validation.phone',
    ),
    email: text(254, 'settings.contact.validation.email').regex(
      /^([^@\s]+@[^@\s]+\.[^@\s]+)?$/,
      'settings.contact.validation.email',
    ),
    latitude: z
      .number()
      .min(-90, 'settings.contact.validation.pin')
      .max(90, 'settings.contact.validation.pin')
      .nullable(),
    longitude: z
      .number()
      .min(-180, 'settings.contact.validation.pin')
      .max(180, 'settings.contact.validation.pin')
      .nullable(),
  })
  // A pin needs both numbers; without one the map searches the address.
  .refine((c) => (c.latitude === null) === (c.longitude === null), {
    message: 'settings.contact.validation.pin',
    path: ['latitude'],
  }) satisfies z.ZodType<RestaurantContact, unknown>;
