import type { FichesRead } from "../../../core/fiches-read";
import type { ProgressByTopic } from "../../../core/progress";
import { listFichesRead } from "../../../server/domain/fiches-read";
import { getProgress } from "../../../server/domain/progress";
import type { ServerContext } from "../../../server/http/router-context";

export type MemberProgressData = { progress: ProgressByTopic; fichesRead: FichesRead } | null;

/**
 * The signed-in member's progress and fiches read, for the first HTML of /profil; null when the database cannot
 * answer (the page then says so and shows what the device holds, docs/product.md#progress).
 */
export async function loadMemberProgress(context: ServerContext): Promise<MemberProgressData> {
  const user = context.user;
  if (!user) return null;
  try {
    const [progress, fichesRead] = await Promise.all([
      getProgress({ db: context.db, user }),
      listFichesRead({ db: context.db, user }),
    ]);
    return { progress, fichesRead };
  } catch (error) {
    context.log.error({ err: error }, "the member's progress could not be read");
    return null;
  }
}
