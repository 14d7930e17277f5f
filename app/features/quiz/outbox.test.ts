import { afterEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../../../tests/support/memory-storage";
import { DEVICE } from "../../device/store";
import {
  flushClassOutbox,
  flushOutbox,
  saveAttempt,
  saveClassAnswer,
  type PendingAttempt,
  type SendResult,
} from "./outbox";

const OUTBOX_KEY = DEVICE.attemptOutbox.name;
const CLASS_OUTBOX_KEY = DEVICE.classAnswerOutbox.name;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What the outbox holds, read as the next page would read it. */
function pendingAttempts(storage: Storage): PendingAttempt[] {
  return JSON.parse(storage.getItem(OUTBOX_KEY) ?? "[]") as PendingAttempt[];
}

const attempt = (id: string): PendingAttempt => ({
  id,
  topicId: "t",
  answers: [{ questionId: "q", selectedOptionId: "a" }],
  sessionId: "s",
});

describe("attempt outbox", () => {
  it("keeps nothing when the save succeeds", async () => {
    const storage = stubLocalStorage();
    expect(await saveAttempt(attempt("1"), async () => "saved")).toBe(true);
    expect(pendingAttempts(storage)).toEqual([]);
  });

  it("keeps a failed save once, and sends it on the next flush", async () => {
    const storage = stubLocalStorage();
    expect(await saveAttempt(attempt("1"), async () => "retry")).toBe(false);
    expect(await saveAttempt(attempt("1"), async () => "retry")).toBe(false);
    expect(pendingAttempts(storage).map((item) => item.id)).toEqual(["1"]);
    const send = vi.fn(async (): Promise<SendResult> => "saved");
    expect(await flushOutbox(send)).toBe(0);
    expect(send).toHaveBeenCalledWith(attempt("1"));
    expect(pendingAttempts(storage)).toEqual([]);
  });

  it("keeps what still fails, drops what the server refuses for good", async () => {
    const storage = stubLocalStorage();
    storage.setItem(OUTBOX_KEY, JSON.stringify([attempt("a"), attempt("b"), attempt("c")]));
    const results: Record<string, SendResult> = { a: "saved", b: "retry", c: "rejected" };
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await flushOutbox(async (item) => results[item.id]!)).toBe(1);
    expect(pendingAttempts(storage).map((item) => item.id)).toEqual(["b"]);
  });

  it("shares one run between concurrent flushes, so nothing is sent twice at once", async () => {
    const storage = stubLocalStorage();
    storage.setItem(OUTBOX_KEY, JSON.stringify([attempt("a")]));
    const send = vi.fn(async (): Promise<SendResult> => "saved");
    await Promise.all([flushOutbox(send), flushOutbox(send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("flushes again after a run that found nothing to send", async () => {
    const storage = stubLocalStorage();
    const send = vi.fn(async (): Promise<SendResult> => "saved");
    expect(await flushOutbox(send)).toBe(0);
    storage.setItem(OUTBOX_KEY, JSON.stringify([attempt("late")]));
    expect(await flushOutbox(send)).toBe(0);
    expect(send).toHaveBeenCalledWith(attempt("late"));
  });

  it("survives a corrupted outbox", async () => {
    const storage = stubLocalStorage();
    storage.setItem(OUTBOX_KEY, "{not json");
    // Nothing is sent and nothing counts as waiting, even when every send would have to wait.
    const send = vi.fn(async (): Promise<SendResult> => "retry");
    expect(await flushOutbox(send)).toBe(0);
    expect(send).not.toHaveBeenCalled();
    expect(await flushOutbox(async () => "saved")).toBe(0);
  });
});

describe("class answer outbox", () => {
  const answer = (questionId: string, selectedOptionId = "a") => ({
    code: "ABC234",
    topicId: "climat-objectifs-quiz",
    questionId,
    selectedOptionId,
  });

  it("keeps answers whose send failed under its own key, one per question, then sends each once", async () => {
    const storage = stubLocalStorage();
    expect(await saveClassAnswer(answer("q1"), async () => "retry")).toBe(false);
    expect(await saveClassAnswer(answer("q1", "b"), async () => "retry")).toBe(false);
    expect(await saveClassAnswer(answer("q2"), async () => "retry")).toBe(false);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(CLASS_OUTBOX_KEY)!)).toEqual([answer("q1", "b"), answer("q2")]);
    const send = vi.fn(async (): Promise<SendResult> => "saved");
    expect(await flushClassOutbox(send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("drops an answer the server refuses for good (a closed session, a removed pupil)", async () => {
    stubLocalStorage();
    await saveClassAnswer(answer("q1"), async () => "retry");
    expect(await flushClassOutbox(async () => "rejected")).toBe(0);
  });
});
