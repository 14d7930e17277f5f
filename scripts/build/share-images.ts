// The image a link to a module shows on social networks and in messaging apps (Open Graph), drawn from the content
// at build time: the module's title, subtitle and topic in the site's own typeface. satori lays the card out as SVG,
// resvg turns it into PNG; both run in the build only, nothing reaches the browser.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import QRCode from "qrcode";
import satori from "satori";
import { moduleEntries } from "../../content/registry";
import { SHARE_IMAGE_SIZE, SITE_SHARE_IMAGE_PATH, moduleQrCodePath, moduleShareImagePath } from "../../core/share-image";
import { site } from "../../core/site";
import { BRAND_PALETTE, topicPalette } from "../../core/topic-palette";

const require = createRequire(import.meta.url);
const font = (weight: 600 | 700) => ({
  name: "Source Serif 4",
  weight,
  style: "normal" as const,
  // satori reads WOFF (not WOFF2); the latin subset has every French letter, « », ’ and −.
  data: readFileSync(require.resolve(`@fontsource/source-serif-4/files/source-serif-4-latin-${weight}-normal.woff`)),
});

const BRAND = BRAND_PALETTE.light.ink;
const INK = "#0f172a";
const MUTED = "#334155";
const RED = "#f87171";

/** The brand mark (app/features/layout/Logo.tsx), as an image satori can place. */
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="${BRAND}"/><path d="M8 15 20 8l12 7v2H8z" fill="#fff"/><path d="M11 19h3v10h-3zm7.5 0h3v10h-3zm7.5 0h3v10h-3z" fill="#fff"/><rect x="8" y="30" width="24" height="2.5" rx="1" fill="#fff"/><rect x="8" y="33.5" width="24" height="2" rx="1" fill="${RED}"/></svg>`,
).toString("base64")}`;

/** `ink`: the rule at the top and the kicker, in the topic's colour (docs/decisions/044-identity.md). */
type Card = { kicker: string; title: string; subtitle: string; footer: string; ink: string };

/** A satori element: the shape React elements have, without React. */
type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}) =>
  ({ type, props: { ...props, style, children } }) satisfies Node;

function layout(card: Card): Node {
  return el(
    "div",
    {
      // satori sizes boxes without their padding and border (content-box).
      width: SHARE_IMAGE_SIZE.width - 2 * 72,
      height: SHARE_IMAGE_SIZE.height - 2 * 64 - 16,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 72px",
      backgroundColor: "#f8fafc",
      borderTop: `16px solid ${card.ink}`,
      fontFamily: "Source Serif 4",
      color: INK,
    },
    [
      el("div", { display: "flex", flexDirection: "column" }, [
        el("div", { fontSize: 30, fontWeight: 600, color: card.ink, letterSpacing: 1 }, card.kicker),
        el("div", { marginTop: 24, fontSize: card.title.length > 60 ? 58 : 68, fontWeight: 700, lineHeight: 1.1 }, card.title),
        el("div", { marginTop: 24, fontSize: 34, fontWeight: 600, color: MUTED, lineHeight: 1.3 }, card.subtitle),
      ]),
      el("div", { display: "flex", alignItems: "center", justifyContent: "space-between" }, [
        el("div", { display: "flex", alignItems: "center" }, [
          el("img", { width: 64, height: 64 }, undefined, { src: LOGO, width: 64, height: 64 }),
          el("div", { marginLeft: 20, fontSize: 34, fontWeight: 700 }, site.name),
        ]),
        el("div", { fontSize: 28, fontWeight: 600, color: MUTED }, card.footer),
      ]),
    ],
  );
}

export async function drawShareImage(card: Card): Promise<Buffer> {
  const svg = await satori(layout(card) as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE_SIZE,
    fonts: [font(600), font(700)],
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: SHARE_IMAGE_SIZE.width } }).render().asPng();
}

/** Every share image of the site: one per module, and the site's own for the other pages. */
export function shareCards(): Array<{ path: string; card: Card }> {
  return [
    {
      path: SITE_SHARE_IMAGE_PATH,
      card: {
        kicker: site.tagline.toUpperCase(),
        title: "Formez-vous sur les grands débats d’actu",
        subtitle: "Immigration, guerre en Ukraine, climat, budget public, inégalités : des fiches sourcées et des quiz.",
        footer: "Test rapide en 2 min",
        ink: BRAND_PALETTE.light.ink,
      },
    },
    ...moduleEntries.map((entry) => ({
      path: moduleShareImagePath(entry.path),
      card: {
        kicker: entry.category.name.toUpperCase(),
        title: entry.sheet.title,
        subtitle: entry.sheet.subtitle,
        footer: `${entry.sheet.slides.length} diapositives · ${entry.sheet.readingTime} min · quiz`,
        ink: topicPalette(entry.category.id).light.ink,
      },
    })),
  ];
}

/**
 * Writes the share images into the client build, beside the prerendered pages (React Router's `buildEnd`), and the QR
 * code of each module's address that its printed sheet carries.
 */
export async function writeShareImages(clientDir: string, siteUrl: string): Promise<void> {
  const write = (file: string, data: string | Buffer) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  };
  for (const { path: imagePath, card } of shareCards()) write(path.join(clientDir, imagePath), await drawShareImage(card));
  for (const entry of moduleEntries)
    write(
      path.join(clientDir, moduleQrCodePath(entry.path)),
      await QRCode.toString(`${siteUrl}${entry.path}`, { type: "svg", margin: 1 }),
    );
}
