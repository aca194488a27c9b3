import { z } from "@hono/zod-openapi";
import { isSafeColour, isSafeContentAddress } from "./slots.ts";

/**
 * The slots' fields as zod schemas: content files are checked by them when loaded (strict: an
 * unknown field is a typo), and the /zcs calls answer with them.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const colour = z.string().refine(isSafeColour, "must be a hex colour like #1a2b3c");
const address = z
  .string()
  .max(500)
  .refine((value) => isSafeContentAddress(value), {
    message: "must be a path on the store or an http, https, mailto, tel or sms address, without % or \\",
  });
const imageAddress = z
  .string()
  .max(500)
  .refine((value) => isSafeContentAddress(value, ["http", "https"]), {
    message: "must be a path on the store or an http(s) address, without % or \\",
  });
const creativeID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "letters, digits, - and _ (1 to 64)");

export const BannerFieldsSchema = z
  .object({
    componentName: z.literal("banner"),
    creativeID,
    heading: text(120).optional(),
    content: text(300).optional(),
    href: address.optional(),
    linktext: text(60).optional(),
    gae: text(120).optional(),
    backgroundColor: colour.optional(),
    color: colour.optional(),
    linkColor: colour.optional(),
    linkHoverColor: colour.optional(),
    sameLine: z.boolean().optional(),
    iconUrl: imageAddress.optional(),
    textAlign: z.enum(["left", "center", "right"]).optional(),
    contentWidth: z.enum(["full", "wide", "narrow"]).optional(),
  })
  .strict()
  .refine((banner) => banner.heading !== undefined || banner.content !== undefined, {
    message: "a banner needs a heading or content",
  })
  .refine((banner) => (banner.linktext === undefined) === (banner.href === undefined), {
    message: "href and linktext go together",
  })
  .openapi("BannerSlot");

const CarouselTileSchema = z
  .object({
    heading: text(80),
    content: text(200).optional(),
    href: address,
    linktext: text(60).optional(),
    backgroundColor: colour.optional(),
    color: colour.optional(),
  })
  .strict();

export const CarouselFieldsSchema = z
  .object({
    componentName: z.literal("carousel"),
    creativeID,
    heading: text(120),
    autoRotate: z.boolean().optional(),
    tiles: z.array(CarouselTileSchema).min(1).max(24),
  })
  .strict()
  .openapi("CarouselSlot");

export const CountdownFieldsSchema = z
  .object({
    componentName: z.literal("countdown"),
    creativeID,
    heading: text(120),
    endsAt: z.iso.datetime({ offset: true }),
    href: address.optional(),
    linktext: text(60).optional(),
    backgroundColor: colour.optional(),
    color: colour.optional(),
  })
  .strict()
  .openapi("CountdownSlot");

export const HtmlFieldsSchema = z
  .object({ componentName: z.literal("html"), creativeID, html: z.string().max(50_000) })
  .strict()
  .openapi("HtmlSlot");

export const SlotFieldsSchema = z.discriminatedUnion("componentName", [
  BannerFieldsSchema,
  CarouselFieldsSchema,
  CountdownFieldsSchema,
  HtmlFieldsSchema,
]);

export const SlotSchema = z.object({ slotName: z.string(), fields: SlotFieldsSchema }).openapi("ContentSlot");
