// « Mes positions » on this device (docs/product.md#my-positions): the one module that reads, writes and clears the
// marks. They stay in this device's storage: nothing here, nor anything that imports it, sends them anywhere — no
// API call, no loader, no action, no event, no message to the service worker
// (docs/decisions/035-my-positions-on-the-device-only.md; app/features/positions/positions-isolation.test.ts).
import { useMemo } from "react";
import {
  parseStoredPositions,
  serialisePositions,
  withMark,
  type Mark,
  type MyPositions,
} from "../../../core/my-positions";
import { DEVICE, read, remove, useDeviceValue, write } from "../../device/store";

export type StoredPositions = {
  positions: MyPositions;
  /** What was stored could not be read: it is ignored (and replaced by the next mark), and the page says so. */
  unreadable: boolean;
};

function positionsFrom(raw: string | null): StoredPositions {
  const stored = parseStoredPositions(raw);
  if (stored.unreadable)
    console.warn("Mes positions : la valeur gardée sur cet appareil est illisible ; elle est ignorée.");
  return stored;
}

/**
 * Marks one question of one map (`null`: « Je ne sais pas »). Returns false when the browser refused to store it
 * (private browsing, full storage): the mark then lasts as long as the page.
 */
export function markPosition(mapId: string, questionId: string, mark: Mark): boolean {
  const { positions } = positionsFrom(read(DEVICE.myPositions));
  return write(DEVICE.myPositions, serialisePositions(withMark(positions, mapId, questionId, mark)));
}

/** « Tout effacer »: every mark of every map leaves this device. */
export function clearPositions(): boolean {
  return remove(DEVICE.myPositions);
}

/**
 * The marks stored on this device, following this tab's changes and the other tabs'; null until the page runs in
 * the browser (the prerendered page cannot know them).
 */
export function useMyPositions(): StoredPositions | null {
  const raw = useDeviceValue(DEVICE.myPositions);
  return useMemo(() => (raw === undefined ? null : positionsFrom(raw)), [raw]);
}
