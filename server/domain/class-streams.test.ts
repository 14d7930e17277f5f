import { describe, expect, it } from "vitest";
import { classStreams, isRefusal, type StreamSlot } from "./class-streams";

const owner = (userId: string, classSessionId = "s1", authSessionId = `auth-${userId}`) => ({
  userId,
  classSessionId,
  authSessionId,
});

describe("classStreams", () => {
  it("caps the streams of one account, then of the whole process, and frees a slot on release", () => {
    const streams = classStreams({ perAccount: 2, perProcess: 3 });
    const a1 = streams.open(owner("a")) as StreamSlot;
    streams.open(owner("a"));
    expect(streams.open(owner("a"))).toEqual({ scope: "account", open: 2, limit: 2 });
    streams.open(owner("b"));
    expect(streams.open(owner("c"))).toEqual({ scope: "process", open: 3, limit: 3 });
    a1.release();
    a1.release();
    expect(streams.size).toBe(2);
    expect(isRefusal(streams.open(owner("a")))).toBe(false);
    expect(streams.open(owner("c"))).toMatchObject({ scope: "process" });
  });

  it("caps pupils' streams per address and per session (a quarter of the process's by default), never a teacher's", () => {
    const pupil = (id: string, classSessionId: string, pupilAddress: string) => ({
      userId: `pupil:${id}`,
      classSessionId,
      pupilAddress,
    });
    const streams = classStreams({ perAccount: 2, perProcess: 16 });
    const school = [1, 2].flatMap((n) => [
      streams.open(pupil(`p${n}`, "s1", "ecole")),
      streams.open(pupil(`p${n}`, "s1", "ecole")),
    ]);
    expect(streams.open(pupil("p3", "s2", "ecole"))).toEqual({ scope: "address", open: 4, limit: 4 });
    expect(isRefusal(streams.open(pupil("p4", "s2", "maison")))).toBe(false);
    expect(streams.open(pupil("p5", "s1", "maison"))).toEqual({ scope: "session", open: 4, limit: 4 });
    // The teacher of a session full of pupils' streams still gets theirs, from the school's address too.
    expect(isRefusal(streams.open(owner("prof", "s1")))).toBe(false);
    (school[0] as StreamSlot).release();
    expect(isRefusal(streams.open(pupil("p5", "s1", "maison")))).toBe(false);
    expect(classStreams({ perAccount: 10, perProcess: 3 }).open(pupil("p", "s", "a"))).not.toHaveProperty("scope");
  });

  it("says before any slot is taken whether an account's next stream would be refused, without taking one", () => {
    const streams = classStreams({ perAccount: 1, perProcess: 2 });
    expect(streams.refusalFor("a")).toBeNull();
    const a1 = streams.open(owner("a")) as StreamSlot;
    expect(streams.refusalFor("a")).toEqual({ scope: "account", open: 1, limit: 1 });
    expect(streams.refusalFor("b")).toBeNull();
    streams.open(owner("b"));
    expect(streams.refusalFor("c")).toEqual({ scope: "process", open: 2, limit: 2 });
    expect(streams.size).toBe(2);
    a1.release();
    expect(streams.refusalFor("a")).toBeNull();
  });

  it("refuses again a sign-in refused at its account's cap, until one of that account's streams ends", () => {
    const streams = classStreams({ perAccount: 1, perProcess: 10 });
    const a1 = streams.open(owner("a")) as StreamSlot;
    expect(streams.refusalForSignIn("cookie-a")).toBeNull();
    streams.rememberRefused("cookie-a", "a");
    expect(streams.refusalForSignIn("cookie-a")).toEqual({ scope: "account", open: 1, limit: 1 });
    expect(streams.refusalForSignIn("cookie-b")).toBeNull();
    a1.release();
    expect(streams.refusalForSignIn("cookie-a")).toBeNull();
    // Forgotten once a slot came free: a new stream at the cap is not refused by an old memory.
    streams.open(owner("a"));
    expect(streams.refusalForSignIn("cookie-a")).toBeNull();
  });

  it("closes the streams of a signed-out session or of a deleted class session, and only those", async () => {
    const streams = classStreams({ perAccount: 5, perProcess: 10 });
    const closed: string[] = [];
    const watch = (name: string, slot: ReturnType<typeof streams.open>) => {
      if (isRefusal(slot)) throw new Error("refused");
      void slot.closing.then(() => closed.push(name));
    };
    watch("a-s1", streams.open(owner("a", "s1", "phone")));
    watch("a-s2", streams.open(owner("a", "s2", "laptop")));
    watch("b-s1", streams.open(owner("b", "s3")));
    streams.closeAuthSession("phone");
    await Promise.resolve();
    expect(closed).toEqual(["a-s1"]);
    streams.closeClassSession("s3");
    await Promise.resolve();
    expect(closed).toEqual(["a-s1", "b-s1"]);
    expect(streams.size).toBe(1);
    streams.closeAll();
    await Promise.resolve();
    expect(closed).toEqual(["a-s1", "b-s1", "a-s2"]);
    expect(streams.size).toBe(0);
  });
});
